// /admin/promotions: the expired row, the upload's size rule, a promotion with an uploaded image
// activated from the list and found on /bonuslar; the list searched and filtered, a row opened
// and the same view back; every promotion of one casino deactivated in one action.

import { adminKit, PNG_1x1, WIDE } from './admin-kit.mjs';

export function promotionScenarios(base, h) {
  const { expect, expectVisible, signIn, toast, publicJson, adminApi, unique } = adminKit(base, h);
  return [
    {
      name: 'admin: a promotion with an uploaded image, activated, is on /bonuslar; expired rows say Süresi Dolmuş',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        await page.goto(`${base}/admin/promotions`);
        const expired = page.locator('tr[data-status="expired"]').first();
        await expectVisible(expired, 'an expired promotion row');
        await expectVisible(expired.getByText('Süresi Dolmuş'), "'Süresi Dolmuş' on the expired row");
        expect((await expired.getByRole('button', { name: /Aktifleştir|Pasifleştir/ }).count()) === 0, 'the expired row has a toggle');
        expect((await expired.getAttribute('class')).includes('bg-red'), 'the expired row is not red');
        await page.goto(`${base}/admin/promotions/new`);
        const title = `Test Bonusu ${unique()}`;
        await page.getByLabel('Başlık', { exact: true }).fill(title);
        await page.getByLabel('Görsel dosyası').setInputFiles({ name: 'buyuk.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
        await expectVisible(page.getByText("Dosya boyutu 2MB'dan küçük olmalıdır"), 'the 2 MB message before any upload');
        await page.getByLabel('Görsel dosyası').setInputFiles({ name: 'kampanya.png', mimeType: 'image/png', buffer: PNG_1x1 });
        await toast(page, 'Görsel başarıyla yüklendi');
        await expectVisible(page.getByAltText('Önizleme'), 'the uploaded image preview');
        await page.getByLabel('Kısa Açıklama').fill('Test için eklenen bir bonus kampanyası.');
        await page.getByLabel('Şartlar ve Koşullar (her satıra bir şart)').fill('Birinci şart\n\nİkinci şart');
        await page.getByRole('tab', { name: 'Promosyon Ayarları' }).click();
        await page.getByLabel('Promosyon URL').fill('https://example.com/kampanya');
        await page.getByLabel('Aktif').uncheck();
        await page.getByRole('button', { name: 'Kaydet' }).click();
        await toast(page, 'Promosyon başarıyla eklendi');
        await page.waitForURL('**/admin/promotions');
        const row = page.getByRole('row').filter({ hasText: title });
        await expectVisible(row.getByText('Pasif'), 'the new promotion, inactive');
        await row.getByRole('button', { name: 'Aktifleştir' }).click();
        await expectVisible(row.getByText('Aktif', { exact: true }), 'the promotion activated');
        const promotions = await publicJson('/api/promotions');
        const created = promotions.find((p) => p.title === title);
        expect(created, 'the activated promotion is not in the public list');
        expect(created.image_url && created.image_url.includes('/uploads/promotions/'), `the image is not the upload: ${created.image_url}`);
        expect(JSON.stringify(created.terms) === JSON.stringify(['Birinci şart', 'İkinci şart']), `terms: ${JSON.stringify(created.terms)}`);
        await page.goto(`${base}/bonuslar?splashDelay=3600000`);
        await page.getByRole('searchbox', { name: 'Bonus ara' }).fill(title);
        await expectVisible(page.getByRole('heading', { name: title, exact: true }), 'the promotion on /bonuslar');
      },
    },
    {
      name: 'admin: the promotions list searched and filtered, a row opened, and the same view back',
      viewport: WIDE,
      async run(page) {
        const word = `Arama${unique()}`;
        for (const [title, active] of [[`${word} Hoş Geldin`, true], [`${word} Kayıp`, true], [`${word} Hoş Pasif`, false]])
          await adminApi('POST', '/api/admin/promotions', { title, short_description: 'Arama senaryosu için bir kampanya.', description: '<p>Detay</p>', url: 'https://example.com/arama', is_active: active });
        await signIn(page);
        await page.goto(`${base}/admin/promotions`);
        await page.getByRole('searchbox', { name: 'Promosyonlarda ara' }).fill(`${word.toLowerCase()} hos`);
        await page.getByRole('combobox', { name: 'Duruma göre filtrele' }).selectOption('active');
        await page.waitForURL((url) => url.searchParams.get('status') === 'active' && url.searchParams.get('q') === `${word.toLowerCase()} hos`);
        const rows = page.locator('tbody tr');
        await expectVisible(page.getByTestId('row-count').getByText('Toplam 1 kayıt'), 'the row count of the search and filter');
        await expectVisible(rows.filter({ hasText: `${word} Hoş Geldin` }), "the active promotion 'hos' finds");
        expect((await rows.count()) === 1, `${await rows.count()} rows, expected 1 (the inactive one is filtered out)`);
        const view = new URL(page.url()).search;
        await rows.first().getByRole('link', { name: 'Düzenle' }).click();
        await page.waitForURL('**/admin/promotions/edit/**');
        await expectVisible(page.getByLabel('Başlık', { exact: true }), 'the promotion form');
        await page.getByRole('link', { name: '← Geri' }).click();
        await page.waitForURL((url) => url.pathname === '/admin/promotions' && url.search === view);
        const typed = `${word.toLowerCase()} hos`;
        await page
          .waitForFunction((text) => document.querySelector('input[aria-label="Promosyonlarda ara"]')?.value === text, typed, { timeout: 10_000 })
          .catch(() => expect(false, 'the search box lost its text'));
        await expectVisible(rows.filter({ hasText: `${word} Hoş Geldin` }), 'the same row back');
        await page.reload();
        await expectVisible(rows.filter({ hasText: `${word} Hoş Geldin` }), 'the same view after a reload');
      },
    },
    {
      name: 'admin: every promotion of one casino deactivated in one action, and gone from /bonuslar',
      viewport: WIDE,
      async run(page) {
        const name = `Kapanan ${unique()}`;
        const casino = await adminApi('POST', '/api/admin/casinos', { name, url: 'https://kapanan.example.com', logo_url: 'https://kapanan.example.com/logo.png', description: '<p>Kapanan bir casino.</p>' });
        const titles = [1, 2, 3].map((n) => `${name} Bonus ${n}`);
        for (const title of titles)
          await adminApi('POST', '/api/admin/promotions', { title, short_description: 'Kapanan casinonun kampanyası.', description: '<p>Detay</p>', url: 'https://kapanan.example.com/bonus', casino_id: casino.id });
        const visible = async () => (await publicJson('/api/promotions')).filter((p) => p.casino?.id === casino.id).length;
        expect((await visible()) === 3, `${await visible()} of the casino's promotions on the public list before, expected 3`);
        await signIn(page);
        await page.goto(`${base}/admin/promotions?status=active&casino_id=${casino.id}`);
        await expectVisible(page.getByTestId('row-count').getByText('Toplam 3 kayıt'), "the casino's 3 active promotions");
        await page.getByRole('button', { name: 'Filtreye uyan 3 kaydı pasifleştir' }).click();
        const dialog = page.getByRole('dialog');
        await expectVisible(dialog.getByText('3 kayıt pasifleştir işlemine alınacak'), 'the confirmation naming the count');
        await dialog.getByRole('button', { name: 'Onayla' }).click();
        await expectVisible(page.getByText('Toplu işlem tamamlandı: 3 kayıt işlendi, 0 kayıt reddedildi'), 'the summary');
        await expectVisible(page.getByText('Henüz promosyon yok'), 'no active promotion of the casino left in the list');
        expect((await visible()) === 0, `${await visible()} of the casino's promotions still on the public list`);
        await page.goto(`${base}/bonuslar?splashDelay=3600000`);
        await page.getByRole('searchbox', { name: 'Bonus ara' }).fill(name);
        await page.waitForTimeout(1000);
        expect((await page.getByRole('heading', { name: titles[0], exact: true }).count()) === 0, 'a deactivated promotion is still on /bonuslar');
      },
    },
  ];
}
