// Scenarios of the public site: the home page: hero, promotions, casino strip, latest posts, footer, and the data the server embeds.
import { expect, expectVisible, shot, loadLazyImages, DESKTOP, NO_SPLASH } from '../checks.mjs';
import { log } from '../stack.mjs';

/** @param {{ base: string, data: object, open: (page, path, query?) => Promise<void> }} ctx */
export function homeScenarios({ base, data, open }) {
  const { promotions, casinos, posts } = data;
  return [
    {
      name: 'home renders hero, promotions, casino strip, latest posts and footer',
      viewport: DESKTOP,
      async run(page) {
        await open(page, '/');
        await expectVisible(page.locator('h1'), 'the hero title');
        for (const promotion of promotions.slice(0, 3)) {
          await expectVisible(page.getByRole('heading', { name: promotion.title, exact: true }), `promotion "${promotion.title}"`);
        }
        // Pictures load from the api (or show the placeholder only where there is none).
        const withImage = promotions.slice(0, 3).find((p) => p.image_url);
        if (withImage) {
          const img = page.getByRole('img', { name: withImage.title, exact: true }).first();
          await img.scrollIntoViewIfNeeded();
          await page.waitForFunction((el) => el.complete, await img.elementHandle(), { timeout: 10_000 }).catch(() => {});
          const { src, width } = await img.evaluate((el) => ({ src: el.getAttribute('src'), width: el.naturalWidth }));
          expect(src === withImage.image_url && width > 0, `the picture of "${withImage.title}" did not load (${src})`);
          expect((await img.getAttribute('loading')) === 'lazy' && (await img.getAttribute('width')) !== null, 'card pictures are not lazy with a size');
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        const strip = page.getByTestId('casino-strip');
        await expectVisible(strip, 'the casino strip');
        const stripCount = await strip.getByTestId('casino-card').count();
        expect(stripCount === Math.min(12, casinos.length), `casino strip shows ${stripCount} casinos, expected ${Math.min(12, casinos.length)}`);
        const homePosts = await page.getByTestId('blog-grid').getByTestId('blog-card').count();
        expect(homePosts === Math.min(4, posts.length), `home shows ${homePosts} posts, expected ${Math.min(4, posts.length)}`);
        const footerLinks = await page.getByTestId('footer-latest-posts').getByRole('link').count();
        expect(footerLinks === Math.min(4, posts.length), `footer lists ${footerLinks} posts`);
        expect((await page.title()).trim() !== '', 'the page has no title');
        await loadLazyImages(page);
        await shot(page, 'desktop-home');
      },
    },
    {
      name: 'the server-embedded initial data is used without a second fetch',
      viewport: DESKTOP,
      async run(page) {
        const requested = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.startsWith('/api/')) requested.push(decodeURIComponent(url.pathname + url.search));
        });
        const response = await page.goto(`${base}/?${NO_SPLASH}`, { waitUntil: 'networkidle' });
        const html = await response.text();
        expect(!html.includes('<!--seo-->'), 'the <!--seo--> marker was not replaced');
        expect(/<title>[^<]+<\/title>/.test(html), 'the served page has no <title>');
        const match = html.match(/<script id="initial-data" type="application\/json">([\s\S]*?)<\/script>/);
        expect(match, 'the served page has no <script id="initial-data">');
        const keys = Object.keys(JSON.parse(match[1])).map((k) => decodeURIComponent(k));
        expect(keys.length > 0, 'the initial data is empty');
        const refetched = keys.filter((key) => requested.includes(key));
        expect(refetched.length === 0, `embedded URLs fetched again: ${refetched.join(', ')}`);
        log(`  embedded: ${keys.join(', ')}; fetched: ${requested.join(', ') || 'nothing'}`);
      },
    },
  ];
}
