// The data the api embeds in the page (<script id="initial-data">): a JSON object keyed by the
// API URL the app would fetch. Each entry is handed out once, so the first render needs no
// request and every later read of the same URL fetches fresh data.

const SCRIPT_ID = 'initial-data';

let entries: Map<string, unknown> | null = null;
// The cache keys of the queries answered from the embedded data (see lib/first-paint.ts).
const answeredKeys = new Set<string>();

// "/api/seo?path=%2Fblog" and "/api/seo?path=/blog" name the same resource.
function normaliseUrl(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

function parse(json: string | null | undefined): Map<string, unknown> {
  const map = new Map<string, unknown>();
  if (!json) return map;
  try {
    const data: unknown = JSON.parse(json);
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      for (const [url, value] of Object.entries(data)) map.set(normaliseUrl(url), value);
    }
  } catch (error) {
    console.warn('initial data is not valid JSON; fetching instead', error);
  }
  return map;
}

function load(): Map<string, unknown> {
  if (entries === null) {
    const script = typeof document === 'undefined' ? null : document.getElementById(SCRIPT_ID);
    entries = parse(script?.textContent);
  }
  return entries;
}

/** Takes the embedded answer for `url`, if any; a second call for the same URL finds nothing. */
export function takeInitialData(url: string): { found: true; data: unknown } | { found: false } {
  const map = load();
  const key = normaliseUrl(url);
  if (!map.has(key)) return { found: false };
  const data = map.get(key);
  map.delete(key);
  return { found: true, data };
}

/** Notes that the query with this cache key was answered from the embedded data. */
export function noteEmbeddedAnswer(queryCacheKey: string): void {
  answeredKeys.add(queryCacheKey);
}

/** The cache keys of every query answered from the embedded data so far. */
export function embeddedAnswerKeys(): ReadonlySet<string> {
  return answeredKeys;
}

/** Whether the page carries embedded data at all. */
export function hasInitialData(): boolean {
  return load().size > 0;
}

/** Tests: replace the embedded data (null reads the page's script again on next use). */
export function setInitialDataForTests(data: Record<string, unknown> | null): void {
  entries = data === null ? null : parse(JSON.stringify(data));
  answeredKeys.clear();
}
