// Scrolling rules of the site: the app, not the browser, decides where a navigation lands.

/** Browser scroll restoration is manual: every navigation decides for itself. */
export function setManualScrollRestoration(): void {
  if (typeof window !== 'undefined' && 'scrollRestoration' in window.history) {
    window.history.scrollRestoration = 'manual';
  }
}

export function scrollToTopSmoothly(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
}

/** Scrolls to the element a URL hash names (`#promosyonlar`); false when there is none. */
export function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return false;
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue from the target, too.
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
