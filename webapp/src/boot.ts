// The page's entry: the stylesheet, then the app (main.tsx). When the api wrote the page's first
// screen into #root (docs/first-paint.md), the app's script is fetched only once that screen is
// complete and painted: the HTML, the stylesheet and the first screen's pictures have loaded
// (the window's load event) and the first contentful paint has been reported. The first screen
// needs nothing of the script, so it gets the connection to itself (on a slow phone line the
// 138 KB script would otherwise share it with the stylesheet and the largest picture), and the
// first paint never waits for the script (on a fast line the script would otherwise have arrived
// and run before the first frame). A page without a first screen (/blog, the back office) or in
// a hidden tab (no frames) starts the app at once, as before; so does a reader's first tap or key
// on the first screen.
import './index.css';

const startApp = () => void import('./main');

/** At the latest this long after the window's load, whatever the paint timing says. */
const LATEST_AFTER_LOAD_MS = 3000;

/**
 * Runs `run` once the window has loaded and its first contentful paint has been reported (paint
 * timing, which a browser reports once the frame is presented: a frame rendered is not enough,
 * since a same-origin navigation keeps showing the previous page for a while).
 */
function afterLoadAndFirstPaint(run: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    run();
  };
  // A reader who taps or types before then wants the app now: the first screen is on show.
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, start, { once: true, capture: true, passive: true });
  const afterLoad = () => {
    window.setTimeout(start, LATEST_AFTER_LOAD_MS);
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => requestAnimationFrame(() => window.setTimeout(start, 0)));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      window.setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

const root = document.getElementById('root');
if (root?.querySelector(':scope > [data-first-screen]') && document.visibilityState === 'visible') afterLoadAndFirstPaint(startApp);
else startApp();
