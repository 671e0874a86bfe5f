// Scenarios of the public site: the first screen the api writes into #root (api/src/web/
// first_screen_*.cpp) is the app's own render of the same data, so the two cannot drift apart.
// Each page is opened with JavaScript off (the server's first screen, as a phone paints it before
// the script) and with JavaScript on (the app's render, once it has taken over); the same elements
// of both are compared normalised: element names, class lists, own text, href, src, alt, width
// and height, and the box each takes on the page (so nothing moves when the app takes over). The
// server may stop short of the app only at the end of its first screen (an element with a sibling
// after it must be whole). With JavaScript on, the first screen must be painted before the app's
// script starts (src/boot.ts), and the server's markup must leave in the same moment as the app's
// render shows (no frame with neither, no frame with both). On /bonuslar and a casino's page the
// first screen carries the first promotion cards, compared like the rest.
import { expect, casinoPath, promotionPath, MOBILE, NO_SPLASH, withQuery } from '../checks.mjs';

// [name, path, what a reader without JavaScript must also see in the first screen, whether the
// first screen carries promotion cards], from the demo content's promotions, casinos and posts.
export function firstScreenPages({ promotions, casinos, posts }) {
  // A promotion with 'Süreli' (and a picture of its own), when the demo content has one.
  const promotion = promotions.find((p) => p.is_timed && p.image_url) ?? promotions.find((p) => p.is_timed) ?? promotions[0];
  // A casino with promotions (its page shows their cards).
  const casino = casinos.find((c) => promotions.some((p) => p.casino?.id === c.id)) ?? casinos[0];
  return [
    ['/', '/', null, false],
    ['/bonuslar', '/bonuslar', 'main [data-testid="promotion-card"] a[href^="/bonuslar/"]', true],
    ['a promotion', promotion && promotionPath(promotion), null, false],
    ['a casino', casino && casinoPath(casino), null, true],
    ['/guvenilir-siteler', '/guvenilir-siteler', 'main li a[href^="/casino/"]', false],
    ['a blog post', posts[0] && `/blog/${posts[0].slug || posts[0].id}`, null, false],
  ];
}

// Runs in the page: the element's tree, normalised. With `template` (a tree read this way), only
// the elements the template has: the i-th element child for the template's i-th, so what the app
// renders below the first screen is left out.
function readTree([selector, template]) {
  const ATTRIBUTES = ['href', 'src', 'alt', 'width', 'height'];
  const collapse = (text) => text.replace(/\s+/g, ' ').trim();
  // Returns [node, whether the app's element holds no more than the template's].
  const read = (el, t) => {
    const own = [...el.childNodes].filter((n) => n.nodeType === 3 /* a text node */).map((n) => n.textContent).join('');
    const node = { tag: el.localName, class: [...el.classList].sort().join(' '), text: collapse(own) };
    for (const name of ATTRIBUTES) if (el.hasAttribute(name)) node[name] = el.getAttribute(name);
    const box = el.getBoundingClientRect();
    node.box = [box.x, box.y, box.width].map(Math.round).join(',');
    node.boxHeight = Math.round(box.height);
    // <noscript> (the list a reader without JavaScript gets) is not part of either render.
    const kids = [...el.children].filter((k) => k.localName !== 'noscript');
    const below = t ? t.children.map((c, i) => (kids[i] ? read(kids[i], c) : [{ missing: c.tag, children: [] }, true])) : kids.map((k) => read(k));
    // The first screen is the page's beginning in document order: only the last element of a
    // level may stop short of the app's (what follows it comes with the app). One with a sibling
    // after it must be whole, or the server left something out in the middle (a tag, a badge).
    below.forEach(([child, whole], i) => {
      if (!whole && i < below.length - 1) child.cut = 'the app renders more here';
    });
    node.children = below.map(([child]) => child);
    const complete = !t || (kids.length === t.children.length && below.every(([, whole]) => whole));
    // What the app renders below the first screen makes its ancestors taller: their height is not compared.
    if (!complete) node.boxHeight = t.boxHeight;
    return [node, complete];
  };
  const el = document.querySelector(selector);
  return el ? read(el, template)[0] : null;
}

// The first difference between two trees read by readTree, as a path and the two values.
function firstDifference(a, b, path = '', index = '') {
  const here = `${path}/${a?.tag ?? '?'}${index}`;
  if (!a || !b) return `${here}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (key === 'children') continue;
    if (a[key] !== b[key]) return `${here} ${key}: server ${JSON.stringify(a[key])}, app ${JSON.stringify(b[key])}`;
  }
  if (a.children.length !== b.children.length) return `${here}: ${a.children.length} vs ${b.children.length} children`;
  for (let i = 0; i < a.children.length; i += 1) {
    const d = firstDifference(a.children[i], b.children[i], here, `[${i}]`);
    if (d) return d;
  }
  return null;
}

/** @param {{ base: string, data: object }} ctx */
export function firstScreenScenarios({ base, data }) {
  return [
    {
      name: "the server's first screen is the app's render of the same page (/, /bonuslar, a promotion, a casino, /guvenilir-siteler, a blog post)",
      viewport: MOBILE,
      async run(page) {
        const noScript = await page.context().browser().newContext({ viewport: MOBILE, locale: 'tr-TR', javaScriptEnabled: false });
        try {
          const plain = await noScript.newPage();
          await page.addInitScript(() => {
            // At the moment the first screen leaves: is the app's render shown?
            new window.MutationObserver((records) => {
              for (const { addedNodes, removedNodes, target } of records) {
                for (const node of removedNodes)
                  if (node.nodeType === 1 && node.hasAttribute('data-first-screen')) {
                    const layer = target.firstElementChild;
                    window.__takeover = layer ? `${window.getComputedStyle(layer).visibility} ${window.getComputedStyle(layer).position} ${target.childElementCount}` : 'nothing';
                  }
                // The app's script has started: it adds its layer beside the first screen.
                for (const node of addedNodes)
                  if (node.nodeType === 1 && node.hasAttribute('data-app-layer')) window.__appStarted ??= performance.now();
              }
            }).observe(document, { childList: true, subtree: true });
            new window.PerformanceObserver((list) => {
              for (const entry of list.getEntriesByName('first-contentful-paint')) window.__firstPaint = entry.startTime;
            }).observe({ type: 'paint', buffered: true });
          });
          for (const [name, path, alsoWithoutScript, withCards] of firstScreenPages(data)) {
            expect(path, `the demo content has nothing for ${name}`);
            const url = base + withQuery(path, NO_SPLASH);
            await plain.goto(url, { waitUntil: 'load' });
            const server = await plain.evaluate(readTree, ['#root > [data-first-screen]', null]);
            expect(server, `${name}: the api wrote no first screen into #root`);
            expect(await plain.locator('h1').first().isVisible(), `${name}: the first screen is not visible without JavaScript`);
            if (withCards) {
              // The cards are the first screen's (compared with the app's below), the first card's
              // picture fetched first with its size: the page's largest element comes from the HTML.
              const picture = await plain.evaluate(() => {
                const img = document.querySelector('#root > [data-first-screen] [data-testid="promotion-card"] img');
                return img && { priority: img.getAttribute('fetchpriority'), width: img.getAttribute('width'), height: img.getAttribute('height') };
              });
              expect(picture, `${name}: the server's first screen has no promotion card`);
              expect(picture.priority === 'high' && picture.width && picture.height, `${name}: the first card's picture is ${JSON.stringify(picture)}`);
            }
            if (alsoWithoutScript) {
              const item = plain.locator(alsoWithoutScript).first();
              expect(await item.isVisible(), `${name}: without JavaScript, no ${alsoWithoutScript}`);
              const { y } = await item.boundingBox();
              expect(y < MOBILE.height, `${name}: without JavaScript, the list starts below the first screen (at ${Math.round(y)} px)`);
            }

            await page.goto(url, { waitUntil: 'load' });
            await page.waitForFunction(() => !document.querySelector('[data-first-screen]') && document.querySelector('#root > div > *'), null, { timeout: 10_000 });
            // The first screen is painted before the app's script runs (src/boot.ts), not after it.
            const { firstPaint, appStarted } = await page.evaluate(() => ({ firstPaint: window.__firstPaint, appStarted: window.__appStarted }));
            expect(firstPaint !== undefined && appStarted > firstPaint, `${name}: the app started at ${appStarted} ms, before the first paint (${firstPaint} ms)`);
            const takeover = await page.evaluate(() => window.__takeover);
            expect(takeover === 'visible static 1', `${name}: when the first screen left, the app's render was "${takeover}", not shown in its place`);
            const app = await page.evaluate(readTree, ['#root > div > *', server]);
            const difference = firstDifference(server, app);
            expect(!difference, `${name}: the server's first screen differs from the app's render at ${difference}`);
          }
        } finally {
          await noScript.close();
        }
      },
    },
  ];
}
