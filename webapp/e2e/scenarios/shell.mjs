// Scenarios of the public site: what every page shares: the phone drawer, the splash popup, unknown paths, and every screen at phone size.
import { expect, expectVisible, expectGone, shot, loadLazyImages, casinoPath, promotionPath, DESKTOP, MOBILE } from '../checks.mjs';
import { getJson } from '../stack.mjs';

/** @param {{ base: string, data: object, open: (page, path, query?) => Promise<void> }} ctx */
export function shellScenarios({ base, data, open }) {
  const { promotions, casinos, posts } = data;
  return [
    {
      name: 'mobile: the drawer opens and closes (overlay, Escape, link)',
      viewport: MOBILE,
      async run(page) {
        await open(page, '/');
        await expectVisible(page.locator('h1'), 'the home page');
        const nav = page.getByRole('navigation', { name: 'Ana menü' });
        expect(!(await nav.isVisible()), 'the desktop navigation shows on a phone');
        const menu = page.getByRole('button', { name: 'Menüyü aç' });
        const drawer = page.getByRole('dialog', { name: 'Menü' });

        await menu.click();
        await expectVisible(drawer, 'the drawer');
        const box = await drawer.boundingBox();
        expect(Math.round(box.width) === 288, `the drawer is ${box.width}px wide (18rem = 288px)`);
        expect((await page.evaluate(() => document.body.style.overflow)) === 'hidden', 'page scrolling is not locked');
        await shot(page, 'mobile-drawer');
        await page.mouse.click(MOBILE.width - 20, MOBILE.height / 2);
        await expectGone(drawer, 'the drawer after an overlay click');

        await menu.click();
        await expectVisible(drawer, 'the drawer');
        await page.keyboard.press('Escape');
        await expectGone(drawer, 'the drawer after Escape');

        await menu.click();
        await drawer.getByRole('link', { name: 'Bonuslar' }).click();
        await expectGone(drawer, 'the drawer after a link click');
        await page.waitForURL(/\/bonuslar/);
        expect((await page.evaluate(() => document.body.style.overflow)) === '', 'page scrolling stays locked');
      },
    },
    {
      name: 'splash popup: appears after the configured delay, counts down 5 s, then can be closed',
      viewport: DESKTOP,
      async run(page) {
        const ads = await getJson(base, '/api/splash-ads');
        expect(ads.length > 0, 'the demo content has no active splash ad to show');
        const delay = 2000;
        const dialog = page.getByTestId('splash-popup');
        await open(page, '/guvenilir-siteler', `splashDelay=${delay}`);
        const loadedAt = Date.now();
        await page.waitForTimeout(delay / 2);
        expect(!(await dialog.isVisible()), `the popup showed before ${delay} ms`);
        await expectVisible(dialog, 'the popup', delay + 5000);
        const shownAt = Date.now();
        expect(shownAt - loadedAt >= delay - 200, `the popup showed after ${shownAt - loadedAt} ms, before its ${delay} ms delay`);
        await expectVisible(page.getByTestId('splash-countdown'), 'the countdown');
        expect(!(await page.getByTestId('splash-close').isVisible()), 'the close button shows during the countdown');
        await shot(page, 'desktop-splash-countdown');
        await expectVisible(page.getByTestId('splash-close'), 'the close button', 8000);
        const closable = Date.now() - shownAt;
        expect(closable >= 4500 && closable <= 7500, `the close button came ${closable} ms after the popup (expected about 5 s)`);
        await shot(page, 'desktop-splash-close');
        await page.getByTestId('splash-close').click();
        await expectGone(dialog, 'the popup after closing');

        // Never on admin paths.
        await page.goto(`${base}/admin/login?splashDelay=0`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1000);
        expect(!(await dialog.isVisible()), 'the popup showed on an admin path');
      },
    },
    {
      name: 'unknown paths go home; /admin goes to /admin/login',
      viewport: DESKTOP,
      async run(page) {
        await open(page, '/bu-sayfa/hic-yok');
        await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 }).catch(() => {});
        expect(new URL(page.url()).pathname === '/', `an unknown path ended on ${page.url()}`);
        await open(page, '/admin');
        await page.waitForURL(/\/admin\/login/, { timeout: 5000 }).catch(() => {});
        expect(new URL(page.url()).pathname === '/admin/login', `/admin ended on ${page.url()}`);
        await expectVisible(page.getByRole('heading', { name: 'Admin Paneli' }), 'the admin login');
        await shot(page, 'desktop-admin-login');
      },
    },
    {
      name: 'every screen at phone size (screenshots)',
      viewport: MOBILE,
      async run(page) {
        const promotion = promotions[0];
        const casino = casinos[0];
        const post = posts[0];
        const screens = [
          ['mobile-home', '/'],
          ['mobile-bonuslar', '/bonuslar'],
          ['mobile-promotion-detail', promotionPath(promotion)],
          ['mobile-guvenilir-siteler', '/guvenilir-siteler'],
          ['mobile-casino', casinoPath(casino)],
          ['mobile-blog', '/blog'],
          ['mobile-blog-post', `/blog/${post.slug || post.id}`],
        ];
        for (const [name, path] of screens) {
          await open(page, path);
          await expectVisible(page.locator('main h1, main h2'), `${path} content`);
          await page.waitForLoadState('networkidle');
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow <= 1, `${path} scrolls sideways by ${overflow}px on a phone`);
          await loadLazyImages(page);
          await shot(page, name);
        }
      },
    },
  ];
}
