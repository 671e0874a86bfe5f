// Every navigation scrolls smoothly to the top, unless the URL has a hash: then it scrolls to
// that element (once it has rendered). Filters that only change the query string do not scroll.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToHash, scrollToTopSmoothly, setManualScrollRestoration } from '@/lib/scroll';

export function ScrollManager() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    setManualScrollRestoration();
  }, []);

  useEffect(() => {
    if (!hash) {
      scrollToTopSmoothly();
      return;
    }
    if (scrollToHash(hash)) return;
    // The target may still be loading: try again for a short while.
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      if (scrollToHash(hash) || tries >= 20) window.clearInterval(timer);
    }, 100);
    return () => window.clearInterval(timer);
  }, [pathname, hash]);

  return null;
}
