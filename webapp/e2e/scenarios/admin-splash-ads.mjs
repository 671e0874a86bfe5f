// /admin/splash-ads: the switch, followed by the public API, and the delete confirmation.

import { adminKit, WIDE } from './admin-kit.mjs';

export function splashAdScenarios(base, h) {
  const { expect, expectVisible, signIn, publicJson } = adminKit(base, h);
  return [
    {
      name: 'admin: a splash ad switched off and on, seen by the public API',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        await page.goto(`${base}/admin/splash-ads`);
        const toggle = page.getByRole('switch').first();
        await expectVisible(toggle, 'a splash ad switch');
        const label = await toggle.getAttribute('aria-label');
        const title = label.replace(/ aktif$/, '');
        const wasOn = await toggle.isChecked();
        await toggle.click();
        await page.waitForFunction(([l, v]) => document.querySelector(`[aria-label="${l}"]`)?.checked === v, [label, !wasOn]);
        const active = (await publicJson('/api/splash-ads')).map((a) => a.title);
        expect(active.includes(title) === !wasOn, `the public splash list does not follow the switch (${active})`);
        await page.getByRole('switch', { name: label }).click();
        await page.waitForFunction(([l, v]) => document.querySelector(`[aria-label="${l}"]`)?.checked === v, [label, wasOn]);
        await page.getByRole('button', { name: 'Sil' }).first().click();
        await expectVisible(page.getByRole('dialog').getByText('Bu işlem geri alınamaz.', { exact: false }), 'the delete confirmation');
        await page.getByRole('dialog').getByRole('button', { name: 'İptal' }).click();
      },
    },
  ];
}
