// The back office's casino form edits a featured casino: the 'Öne Çıkan' badge is still on its
// public card afterwards, on the home page's casino strip and on /guvenilir-siteler.
import { NO_SPLASH } from '../checks.mjs';
import { adminSignIn } from './admin-kit.mjs';

const WIDE = { width: 1440, height: 900 };

export function casinoBadgeScenarios(base, h) {
  const { expect, expectVisible, shot } = h;
  const signIn = adminSignIn(base, h);

  async function badgeOn(page, path, name) {
    await page.goto(`${base}${path}?${NO_SPLASH}`);
    const card = page.getByTestId('casino-card').filter({ has: page.getByRole('heading', { name, exact: true }) }).first();
    await expectVisible(card, `the card of ${name} on ${path}`);
    await expectVisible(card.getByText('Öne Çıkan', { exact: true }), `the 'Öne Çıkan' badge of ${name} on ${path}`);
  }

  return [
    {
      name: "admin: a featured casino edited in the casino form keeps its 'Öne Çıkan' badge on / and /guvenilir-siteler",
      viewport: WIDE,
      async run(page) {
        const casinos = await (await fetch(`${base}/api/casinos`)).json();
        const featured = casinos.find((c) => c.featured === true);
        expect(featured, 'the demo content has no featured casino');
        await signIn(page);
        await page.goto(`${base}/admin/casinos/edit/${featured.id}`);
        await expectVisible(page.getByRole('heading', { name: 'Casino Sitesini Düzenle' }), 'the casino form');
        const url = page.getByLabel('Site URL');
        await page.waitForFunction((el) => el.value !== '', await url.elementHandle());
        const checkbox = page.getByRole('checkbox', { name: 'Öne Çıkan' });
        expect(await checkbox.isChecked(), "the form does not show the casino as 'Öne Çıkan'");
        await url.fill(`${featured.url.replace(/\/$/, '')}/?ref=rehber`);
        await shot(page, 'admin-casino-form-featured');
        await page.getByRole('button', { name: 'Güncelle' }).click();
        await expectVisible(page.getByTestId('toaster').getByText('Casino başarıyla güncellendi'), 'the success toast');
        await page.waitForURL('**/admin/casinos');
        const after = await (await fetch(`${base}/api/casinos/${featured.id}`)).json();
        expect(after.url.endsWith('?ref=rehber'), `the edit did not reach the api: ${after.url}`);
        expect(after.featured === true, 'the edit dropped featured in the api');
        await badgeOn(page, '/', featured.name);
        await badgeOn(page, '/guvenilir-siteler', featured.name);
      },
    },
  ];
}
