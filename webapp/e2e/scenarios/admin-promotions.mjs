// /admin/promotions: the expired row, the upload's size rule, a promotion with an uploaded image
// activated from the list and found on /bonuslar.

import { adminKit, PNG_1x1, WIDE } from './admin-kit.mjs';

export function promotionScenarios(base, h) {
  const { expect, expectVisible, signIn, toast, publicJson, unique } = adminKit(base, h);
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
  ];
}
