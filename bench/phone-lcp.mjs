// The public pages of a running site on a phone-like profile, each in a fresh, cold browser
// context: largest contentful paint, the bytes transferred before it and in all (compressed, as on
// the wire). Usage: node bench/phone-lcp.mjs <base URL>. Prints one line a page and a verdict
// against the goals (LCP <= 1.0 s with <= 200 KB transferred before it). Exits 1 only when a page
// did not load.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(join(dirname(fileURLToPath(import.meta.url)), '..', 'webapp', 'package.json'));
const { chromium } = require('playwright-core');

const base = process.argv[2]?.replace(/\/$/, '');
if (!base) {
  console.error('usage: node bench/phone-lcp.mjs <base URL>');
  process.exit(2);
}
const LCP_GOAL_MS = 1000;
const BEFORE_LCP_GOAL_KB = 200;
const PROFILE = { latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };

async function json(path) {
  const r = await fetch(base + path);
  if (!r.ok) throw new Error(`${path}: ${r.status}`);
  return r.json();
}

const promotion = (await json('/api/promotions?limit=1'))[0];
const casino = (await json('/api/casinos'))[0];
const post = (await json('/api/blog?limit=1'))[0];
const pages = [
  ['/', '/'],
  ['/bonuslar', '/bonuslar'],
  ['/bonuslar?sayfa=2', '/bonuslar?sayfa=2'],
  ['promotion', promotion.casino?.slug ? `/bonuslar/${promotion.casino.slug}/${promotion.slug}` : `/promotion/${promotion.id}`],
  ['/guvenilir-siteler', '/guvenilir-siteler'],
  ['casino', `/casino/${casino.slug || casino.id}`],
  ['/blog', '/blog'],
  ['blog post', `/blog/${post.slug || post.id}`],
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
let failed = false; // a page that did not load
let goalsMet = true;
const lines = [];
for (const [name, path] of pages) {
  // The splash popup waits an hour: it is not part of a page's first paint.
  const url = `${base}${path}${path.includes('?') ? '&' : '?'}splashDelay=3600000`;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'tr-TR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PROFILE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Each finished response: when (CDP's clock, seconds) and how many bytes; the page's clock
  // starts with the document's request.
  let bytes = 0;
  let startedAt = null;
  const finished = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (startedAt === null && e.type === 'Document') startedAt = e.timestamp;
  });
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    finished.push({ at: e.timestamp, bytes: e.encodedDataLength });
  });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = Math.max(window.__lcp, entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const started = Date.now();
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    // The app shows the page once its embedded data is rendered (webapp/src/lib/first-paint.ts),
    // which on a slowed CPU can come after the network is idle: wait for the paint, then for the
    // pictures it starts.
    await page.waitForFunction(() => window.__lcp > 0, undefined, { timeout: 30_000 }).catch(() => {});
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    const loadMs = Date.now() - started;
    const lcp = await page.evaluate(() => window.__lcp);
    const kb = bytes / 1024;
    const beforeKb =
      finished.filter((f) => startedAt !== null && (f.at - startedAt) * 1000 <= lcp).reduce((sum, f) => sum + f.bytes, 0) / 1024;
    const ok = lcp > 0 && lcp <= LCP_GOAL_MS && beforeKb <= BEFORE_LCP_GOAL_KB;
    goalsMet &&= ok;
    lines.push(
      `${name.padEnd(20)} LCP ${String(Math.round(lcp)).padStart(5)} ms   before it ${beforeKb.toFixed(0).padStart(4)} KB   ` +
        `transfer ${kb.toFixed(0).padStart(5)} KB   loaded (network idle) ${String(loadMs).padStart(6)} ms   ${ok ? 'ok' : 'OVER GOAL'}`,
    );
  } catch (error) {
    failed = true;
    lines.push(`${name.padEnd(20)} FAILED: ${error.message.split('\n')[0]}`);
  }
  await context.close();
}
await browser.close();
console.log(lines.join('\n'));
console.log(
  `goals: LCP <= ${LCP_GOAL_MS} ms with <= ${BEFORE_LCP_GOAL_KB} KB transferred before it on every page: ${goalsMet && !failed ? 'met' : 'NOT MET'}`,
);
process.exit(failed ? 1 : 0);
