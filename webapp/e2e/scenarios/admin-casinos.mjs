// /admin/casinos: a casino written with the rich-text toolbar (bold, a link) reaches the public API.

import { adminKit, WIDE } from './admin-kit.mjs';

export function casinoScenarios(base, h) {
  const { expect, expectVisible, shot, signIn, toast, publicJson, unique } = adminKit(base, h);
  return [
    {
      name: 'admin: a casino written with bold text and a link from the toolbar reaches the public API',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        await page.goto(`${base}/admin/casinos/new`);
        await expectVisible(page.getByRole('heading', { name: 'Yeni Casino Sitesi Ekle' }), 'the casino form');
        await page.getByRole('button', { name: 'Kaydet' }).click();
        for (const message of ['Casino adı en az 2 karakter olmalıdır', 'Geçerli bir URL giriniz', 'Geçerli bir logo URL giriniz', 'Açıklama en az 10 karakter olmalıdır'])
          await expectVisible(page.getByText(message), `"${message}"`);
        const name = `Test Casino ${unique()}`;
        await page.getByLabel('Site Adı').fill(name);
        await page.getByLabel('Site URL').fill('https://example.com');
        await page.getByLabel('Logo URL').fill(`${base}/logo.png`);
        const editor = page.getByLabel('Site Açıklaması', { exact: true }).last();
        await editor.click();
        await page.keyboard.type('Güvenilir bir site, ');
        await page.getByRole('button', { name: 'Kalın' }).click();
        await page.keyboard.type('kalın metin');
        await page.getByRole('button', { name: 'Kalın' }).click();
        await page.keyboard.type(' ve ');
        await page.getByRole('button', { name: 'Bağlantı ekle' }).click();
        const dialog = page.getByRole('dialog', { name: 'Bağlantı Ekle' });
        expect(await dialog.getByRole('button', { name: 'Ekle' }).isDisabled(), 'Add is enabled without a URL');
        await dialog.getByLabel('URL').fill('https://example.com/rehber');
        await dialog.getByLabel('Metin (isteğe bağlı)').fill('rehber');
        await dialog.getByRole('button', { name: 'Ekle' }).click();
        await shot(page, 'admin-casino-form-filled');
        await page.getByRole('button', { name: 'Kaydet' }).click();
        await toast(page, 'Casino başarıyla eklendi');
        await page.waitForURL('**/admin/casinos');
        await expectVisible(page.getByRole('cell', { name }), 'the new casino in the list');
        const casinos = await publicJson('/api/casinos');
        const created = casinos.find((c) => c.name === name);
        expect(created, 'the casino is not in the public API');
        expect(created.description.includes('<strong>kalın metin</strong>'), `no bold text in ${created.description}`);
        expect(/<a [^>]*href="https:\/\/example.com\/rehber"[^>]*>rehber<\/a>/.test(created.description), `no link in ${created.description}`);
        expect(created.description.includes('target="_blank"'), `the link does not open a new tab: ${created.description}`);
      },
    },
  ];
}
