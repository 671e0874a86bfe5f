// Scenarios of the public site: nothing moves while a page loads. Each public page is opened on a
// phone with the CPU slowed 4x (as bench/phone.sh does, so the browser paints the frames between
// the script's steps); a PerformanceObserver adds up every layout shift not caused by input (the
// page's cumulative layout shift) until the network is idle, and it must stay within 0.05.
import { expect, casinoPath, promotionPath, MOBILE, NO_SPLASH, withQuery } from '../checks.mjs';

export const CLS_LIMIT = 0.05;

/** @param {{ base: string, data: object }} ctx */
export function layoutShiftScenarios({ base, data }) {
  const { promotions, casinos, posts } = data;
  const pages = [
    ['/', '/'],
    ['/bonuslar', '/bonuslar'],
    ['a promotion', promotions[0] && promotionPath(promotions[0])],
    ['a casino', casinos[0] && casinoPath(casinos[0])],
    ['/guvenilir-siteler', '/guvenilir-siteler'],
    ['/blog', '/blog'],
    ['a blog post', posts[0] && `/blog/${posts[0].slug || posts[0].id}`],
  ];
  return [
    {
      name: `no layout shift while the public pages load (CLS <= ${CLS_LIMIT} on a phone, CPU 4x slower)`,
      viewport: MOBILE,
      async run(page) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          window.__cls = 0;
          window.__shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              if (entry.hadRecentInput) continue;
              window.__cls += entry.value;
              const moved = (entry.sources ?? []).map(({ node }) =>
                !node ? '?' : node.nodeName.toLowerCase() + (node.id ? `#${node.id}` : '') + (typeof node.className === 'string' && node.className ? `.${node.className.split(' ')[0]}` : ''),
              );
              window.__shifts.push(`${entry.value.toFixed(3)} ${moved.join(' ')}`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const over = [];
        for (const [name, path] of pages) {
          expect(path, `the demo content has nothing for ${name}`);
          await page.goto(base + withQuery(path, NO_SPLASH), { waitUntil: 'load' });
          await page.waitForLoadState('networkidle').catch(() => {});
          await page.waitForTimeout(300);
          const { cls, shifts } = await page.evaluate(() => ({ cls: window.__cls, shifts: window.__shifts }));
          if (cls > CLS_LIMIT) over.push(`${name} ${cls.toFixed(3)} (${shifts.join('; ')})`);
        }
        expect(over.length === 0, `layout shift over ${CLS_LIMIT}: ${over.join(' | ')}`);
      },
    },
  ];
}
