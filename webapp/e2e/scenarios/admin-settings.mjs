// /admin/settings: the hero changed and seen on the home page.

import { adminKit, WIDE } from './admin-kit.mjs';

export function settingsScenarios(base, h) {
  const { expect, expectVisible, signIn, toast, unique } = adminKit(base, h);
  return [
    {
      name: 'admin: the hero changed in site settings shows on the home page',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        await page.goto(`${base}/admin/settings`);
        const save = page.getByRole('button', { name: 'Kaydet' });
        await expectVisible(page.getByLabel('Ana Başlık'), 'the hero form');
        expect(await save.isDisabled(), 'hero save is enabled before any change');
        const title = `Yeni Ana Başlık ${unique()}`;
        await page.getByLabel('Ana Başlık').fill(title);
        expect(await save.isEnabled(), 'hero save stays disabled after a change');
        await page.getByLabel('Üst Başlık').fill('');
        await save.click();
        await expectVisible(page.getByText('Üst başlık gereklidir'), 'the required message');
        await page.getByLabel('Üst Başlık').fill('Türkiye Rehberi');
        await save.click();
        await toast(page, 'Hero bölümü kaydedildi');
        await page.goto(`${base}/?splashDelay=3600000`);
        await expectVisible(page.getByText(title), 'the new hero title on /');
      },
    },
  ];
}
