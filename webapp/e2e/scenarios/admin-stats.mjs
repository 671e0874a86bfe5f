// Outbound clicks end to end: a visitor clicks 'Bonus Al' on a promotion whose link points to a
// local test server; a new tab opens there through /git/...; the editor then sees the click in
// 'İstatistikler' and on the promotion's edit screen, and the CSV export matches the table.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { NO_SPLASH } from '../checks.mjs';
import { adminKit, WIDE } from './admin-kit.mjs';

function casinoSite() {
  const hits = [];
  const server = createServer((req, res) => {
    hits.push(req.url);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Test Casino</title><h1>Test Casino Kayıt</h1>');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, hits, origin: `http://127.0.0.1:${server.address().port}` })));
}

async function adminToken(base, admin) {
  const r = await fetch(`${base}/api/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', email: admin.email, password: admin.password }),
  });
  return (await r.json()).access_token;
}

export function statsScenarios(base, h) {
  const k = adminKit(base, h);
  return [
    {
      name: "outbound: 'Bonus Al' opens the casino in a new tab through /git, and the click shows in 'İstatistikler' and on the promotion",
      viewport: WIDE,
      async run(page) {
        const site = await casinoSite();
        try {
          const token = await adminToken(base, h.admin);
          const post = async (path, body) => {
            const r = await fetch(base + path, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
            k.expect(r.status === 201, `${path} answered ${r.status}`);
            return r.json();
          };
          const tag = k.unique();
          const [{ logo_url: logo }] = await k.publicJson('/api/casinos');  // an image the site's CSP allows
          const casino = await post('/api/admin/casinos', { name: `Tıklama Casino ${tag}`, url: `${site.origin}/`, logo_url: logo, description: '<p>Test için eklenen site.</p>' });
          const promotion = await post('/api/admin/promotions', {
            title: `Tıklama Bonusu ${tag}`, short_description: 'Tıklanacak bonus', description: '<p>Tıklanacak bonus.</p>',
            url: `${site.origin}/kayit?bonus=${tag}`, casino_id: casino.id, terms: '', promotion_code: '', image_url: '', expiry_date: '', is_active: true,
          });
          // Headless Chromium names itself 'HeadlessChrome', which the api rightly does not count as
          // a person: the visitor here says it is an ordinary desktop Chrome.
          await page.context().setExtraHTTPHeaders({
            'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
          });
          await page.goto(`${base}/bonuslar/${casino.slug}/${promotion.slug}?${NO_SPLASH}`);
          const claim = page.getByRole('link', { name: 'Bonus Al' }).first();
          await k.expectVisible(claim, "the promotion's 'Bonus Al'");
          k.expect((await claim.getAttribute('rel')) === 'sponsored nofollow noopener', 'rel is not sponsored nofollow noopener');
          const [tab] = await Promise.all([page.waitForEvent('popup'), claim.click()]);
          await tab.waitForLoadState('domcontentloaded');
          k.expect(tab.url() === `${site.origin}/kayit?bonus=${tag}`, `the new tab is at ${tab.url()}`);
          await k.expectVisible(tab.getByRole('heading', { name: 'Test Casino Kayıt' }), "the casino's page in the new tab");
          await tab.close();

          await k.signIn(page);
          const row = page.getByTestId('stats-promotion-table').getByRole('row').filter({ hasText: promotion.title });
          for (let attempt = 0; attempt < 15; attempt += 1) {
            await page.goto(`${base}/admin/stats`);
            await k.expectVisible(page.getByRole('heading', { name: 'İstatistikler' }), "the 'İstatistikler' screen");
            await page.getByTestId('stats-totals').waitFor();
            if ((await row.count()) > 0) break;
            await page.waitForTimeout(1000);
          }
          await k.expectVisible(row, 'the promotion in the top promotions');
          k.expect((await row.getByRole('cell').nth(2).textContent()) === '1', 'the promotion does not show 1 click');
          await h.shot(page, 'admin-stats');

          const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV İndir' }).click()]);
          const csv = readFileSync(await download.path(), 'utf8');
          const cells = await page.getByTestId('stats-promotion-table').getByRole('row').allTextContents();
          k.expect(csv.includes(`${promotion.title},1,`), `the CSV lacks the promotion's row:\n${csv}`);
          k.expect(cells.length - 1 === csv.split('En Çok Tıklanan Promosyonlar\r\n')[1].split('\r\n\r\n')[0].split('\r\n').length - 1, 'the CSV and the table have different rows');

          await page.goto(`${base}/admin/promotions/edit/${promotion.id}`);
          await k.expectVisible(page.getByTestId('clicks-panel-total').getByText('Toplam 1 tıklama'), "the promotion screen's 30-day clicks");
        } finally {
          site.server.close();
        }
      },
    },
  ];
}
