// Lighthouse (mobile: its default phone, simulated 4x CPU slowdown, 150 ms round trip,
// 1.6 Mbit/s) on the public pages of a running site, in Debian's Chromium (CHROME_PATH).
// Usage: node bench/lighthouse.mjs <base URL> <path>... (each path may be "name=path").
// Prints per page the four category scores, CLS and LCP, the elements that shifted and every
// audit below full marks outside performance; then the verdict against the goals (performance
// >= 95; accessibility, best practices, SEO 100; CLS <= 0.05). Exits 1 when a page could not be
// audited, 0 otherwise (goals not met are reported, not an error of the tool).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const [base, ...args] = process.argv.slice(2);
if (!base || args.length === 0) {
  console.error('usage: node bench/lighthouse.mjs <base URL> [name=]<path>...');
  process.exit(2);
}
const pages = args.map((a) => (a.includes('=') ? a.split(/=(.*)/s).slice(0, 2) : [a, a]));
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.05 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
let failed = false;
let met = true;
const rows = [];
const details = [];
try {
  for (const [name, path] of pages) {
    // The splash popup waits an hour: it is not part of a page's first view.
    const url = `${base.replace(/\/$/, '')}${path}${path.includes('?') ? '&' : '?'}splashDelay=3600000`;
    let lhr;
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.message ?? 'no report');
    } catch (error) {
      failed = true;
      rows.push(`${name.padEnd(20)} FAILED: ${String(error.message).split('\n')[0]}`);
      continue;
    }
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
    const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? NaN;
    const tbt = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
    const ok = CATEGORIES.every((c) => score(c) >= GOALS[c]) && cls <= GOALS.cls;
    met &&= ok;
    rows.push(
      `${name.padEnd(20)} perf ${String(score('performance')).padStart(3)}  a11y ${String(score('accessibility')).padStart(3)}` +
        `  bp ${String(score('best-practices')).padStart(3)}  seo ${String(score('seo')).padStart(3)}` +
        `  CLS ${cls.toFixed(3)}  LCP ${String(Math.round(lcp)).padStart(5)} ms  FCP ${String(Math.round(fcp)).padStart(5)} ms  TBT ${String(Math.round(tbt)).padStart(4)} ms  ${ok ? 'ok' : 'BELOW GOAL'}`,
    );
    // What to fix: the shifted elements, and every other audit short of full marks.
    const notes = [];
    for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) {
      notes.push(`  shift ${Number(item.score ?? 0).toFixed(3)}  ${item.node?.selector ?? ''}  ${(item.node?.snippet ?? '').slice(0, 100)}`);
    }
    for (const c of CATEGORIES.slice(1)) {
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
        notes.push(`  ${c}: ${audit.id} (${audit.title})`);
        for (const item of (audit.details?.items ?? []).slice(0, 5)) {
          const node = item.node ?? item;
          notes.push(`      ${node.selector ?? item.url ?? ''}  ${(node.snippet ?? node.explanation ?? '').slice(0, 100)}`);
        }
      }
    }
    if (notes.length) details.push(`${name} (${path}):`, ...notes);
  }
} finally {
  await chrome.kill();
}
console.log(rows.join('\n'));
console.log(
  `goals: performance >= ${GOALS.performance}, accessibility, best practices and SEO 100, CLS <= ${GOALS.cls} on every page: ` +
    (met && !failed ? 'met' : 'NOT MET'),
);
if (details.length) console.log(['', 'what held a page back:', ...details].join('\n'));
process.exit(failed ? 1 : 0);
