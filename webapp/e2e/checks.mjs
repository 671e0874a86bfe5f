// What every scenario file uses: failures and waits that name what is missing, screenshots,
// the viewports, and the public paths of the api's records.
import { join } from 'node:path';
import { ARTIFACTS } from './stack.mjs';

export const DESKTOP = { width: 1366, height: 900 };
export const MOBILE = { width: 390, height: 844 };
// The splash popup waits an hour, so it covers nothing except in its own scenario.
export const NO_SPLASH = 'splashDelay=3600000';

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------
export class Failure extends Error {}

export function expect(condition, message) {
  if (!condition) throw new Failure(message);
}

export async function expectVisible(locator, what, timeout = 10_000) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Failure(`${what} is not visible`);
  }
}

export async function expectGone(locator, what, timeout = 5_000) {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Failure(`${what} is still visible`);
  }
}

export async function shot(page, name) {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Scrolls through the page so that lazy images load before a full-page screenshot. */
export async function loadLazyImages(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
  });
  // Pictures scrolled out sideways (the casino strip) are never requested: they do not count.
  await page
    .waitForFunction(
      () =>
        Array.from(document.images).every((img) => {
          const box = img.getBoundingClientRect();
          return img.complete || box.right <= 0 || box.left >= window.innerWidth;
        }),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {});
}

export function casinoPath(casino) {
  return `/casino/${casino.slug || casino.id}`;
}

export function promotionPath(promotion) {
  return promotion.casino?.slug && promotion.slug ? `/bonuslar/${promotion.casino.slug}/${promotion.slug}` : `/promotion/${promotion.id}`;
}

export function withQuery(path, query) {
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
