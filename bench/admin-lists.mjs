// The back office's list screens in Chromium, signed in: the time from navigation to the first
// row of each screen's table (or card, for splash ads), the JS heap after it, and for the first two
// screens every request of the navigation (what the first rows waited for).
// Usage: node bench/admin-lists.mjs <base URL> <email> <password>. Goal: first rows <= 1 s.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(join(dirname(fileURLToPath(import.meta.url)), '..', 'webapp', 'package.json'));
const { chromium } = require('playwright-core');

const [base, email, password] = process.argv.slice(2);
if (!password) {
  console.error('usage: node bench/admin-lists.mjs <base URL> <email> <password>');
  process.exit(2);
}
const GOAL_MS = 1000;
const SCREENS = [
  ['/admin/promotions', 'tbody tr'],
  ['/admin/casinos', 'tbody tr'],
  ['/admin/comments', 'tbody tr'],
  ['/admin/comments?sort=created&order=asc', 'tbody tr'],
  ['/admin/blog', 'tbody tr'],
  ['/admin/categories', 'tbody tr'],
  ['/admin/splash-ads', 'article'],
];

// The document and every resource it fetched, in the page: start and end relative to navigation.
function requestsBeforeRows() {
  const nav = performance.getEntriesByType('navigation')[0];
  const entries = [nav, ...performance.getEntriesByType('resource')];
  return entries.map((e) => ({
    name: e === nav ? `document ${new URL(e.name).pathname}` : new URL(e.name).pathname.replace(/^\/assets\//, 'assets/') + new URL(e.name).search.slice(0, 40),
    start: Math.round(e.startTime),
    end: Math.round(e.responseEnd),
  }));
}
const waterfalls = [];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL('**/admin/dashboard', { timeout: 30_000 });
  for (const [path, rows] of SCREENS) {
    const started = Date.now();
    // Not until the load event (which waits for every logo on the page): until the first row.
    await page.goto(base + path, { waitUntil: 'commit' });
    await page.locator(rows).first().waitFor({ timeout: 30_000 });
    const ms = Date.now() - started;
    const count = await page.locator(rows).count();
    const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);
    console.log(
      `${path.padEnd(42)} first rows ${String(ms).padStart(5)} ms  ${String(count).padStart(3)} rows rendered  heap ${(heap / 1048576).toFixed(0)} MB  ${ms <= GOAL_MS ? 'ok' : 'OVER GOAL'}`,
    );
    waterfalls.push([path, await page.evaluate(requestsBeforeRows)]);
  }
  // What each screen waited for: every request of the navigation, from the document's start.
  console.log('\nrequests before the first rows (start → end ms after navigation start):');
  for (const [path, requests] of waterfalls.slice(0, 2)) {
    console.log(`  ${path}`);
    for (const r of requests) console.log(`    ${String(r.start).padStart(5)} → ${String(r.end).padStart(5)}  ${r.name}`);
  }
} finally {
  await browser.close();
}
