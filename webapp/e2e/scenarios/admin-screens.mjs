// Every back-office screen at 1440 px and 768 px (screenshots), the SEO counter over its limit and
// the menu on a tablet.

import { adminKit, TABLET, WIDE } from './admin-kit.mjs';

export function screenScenarios(base, h) {
  const { expect, expectVisible, shot, signIn, publicJson } = adminKit(base, h);
  return [
    {
      name: 'admin: every screen at 1440 px and 768 px',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        const promotions = await publicJson('/api/promotions');
        const screens = [
          'dashboard',
          'casinos',
          'casinos/new',
          'promotions',
          'promotions/new',
          `promotions/edit/${promotions[0].id}`,
          'categories',
          'comments',
          'splash-ads',
          'splash-ads/new',
          'settings',
          'seo-settings',
          'security',
        ];
        for (const [width, viewport] of [
          ['1440', WIDE],
          ['768', TABLET],
        ]) {
          await page.setViewportSize(viewport);
          for (const screen of screens) {
            await page.goto(`${base}/admin/${screen}`);
            await expectVisible(page.getByRole('main').getByRole('heading', { level: 1 }), `the heading of /admin/${screen}`);
            await page.waitForLoadState('networkidle').catch(() => {});
            await shot(page, `admin-${screen.replace(/\//g, '-').replace(/-edit-.*/, '-edit')}-${width}`);
          }
        }
        await page.goto(`${base}/admin/seo-settings`);
        await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
        const description = page.getByLabel('Açıklama', { exact: true });
        await description.fill('x'.repeat(161));
        await expectVisible(page.getByText('161/160'), 'the description counter');
        expect((await page.getByText('161/160').getAttribute('class')).includes('text-red'), 'the counter over the limit is not red');
        await shot(page, 'admin-seo-settings-open-768');
        await page.setViewportSize(TABLET);
        await page.getByRole('button', { name: 'Menüyü aç' }).click();
        await expectVisible(page.getByRole('navigation').getByRole('link', { name: 'Kategoriler' }), 'the menu on a tablet');
        await shot(page, 'admin-menu-open-768');
      },
    },
  ];
}
