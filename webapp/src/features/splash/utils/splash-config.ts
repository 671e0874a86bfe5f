// How long the splash popup waits before it appears. 7 s in production; a build can change it
// with VITE_SPLASH_DELAY_MS and a page load with ?splashDelay=<ms> (used by the browser tests).
export const DEFAULT_SPLASH_DELAY_MS = 7000;

function parseDelay(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

// Read once at start-up: the query string is gone after the first navigation.
const fromQuery = typeof window === 'undefined' ? undefined : parseDelay(new URLSearchParams(window.location.search).get('splashDelay'));
const fromBuild = parseDelay(import.meta.env.VITE_SPLASH_DELAY_MS as string | undefined);

export function splashDelayMs(): number {
  return fromQuery ?? fromBuild ?? DEFAULT_SPLASH_DELAY_MS;
}
