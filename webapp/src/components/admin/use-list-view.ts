// A list screen's view in its URL (?page=2&sort=title&order=asc&q=hoş&status=active): a reload or
// a shared link shows the same rows. The search box is debounced before it reaches the URL. The
// last view of each list is remembered for the tab, so coming back from an edit form (which goes
// to the bare list path) shows the same page, sort, search and filters.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ListView } from '@/lib/admin-list';

const SEARCH_DELAY_MS = 300;
const remembered = new Map<string, string>();

export function useListView(filterNames: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const latest = useRef(search);
  latest.current = search;

  // Back on the bare list path: the view it was left in.
  const restore = search === '' ? remembered.get(pathname) : undefined;
  useEffect(() => {
    if (restore) setParams(new URLSearchParams(restore), { replace: true });
  }, [restore, setParams]);
  useEffect(() => {
    remembered.set(pathname, search.replace(/^\?/, ''));
  }, [pathname, search]);

  const filterKey = filterNames.join(',');
  const view: ListView = useMemo(
    () => ({
      page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
      sort: params.get('sort') ?? '',
      order: params.get('order') ?? '',
      search: params.get('q') ?? '',
      filters: Object.fromEntries(filterKey.split(',').filter(Boolean).map((n) => [n, params.get(n) ?? ''])),
    }),
    [params, filterKey],
  );

  /** Changes parameters (empty string removes one); any change but the page goes back to page 1. */
  const change = (changes: Record<string, string | number>) => {
    // From the latest location, not this render's params: the debounced search runs a change
    // made in an earlier render, which must not undo a filter chosen since.
    setParams(() => {
      const next = new URLSearchParams(latest.current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === '' || (name === 'page' && value === 1)) next.delete(name);
        else next.set(name, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  };

  // The search box: typed text, sent to the URL once typing pauses.
  const [typed, setTyped] = useState(view.search);
  useEffect(() => setTyped(view.search), [view.search]);
  useEffect(() => {
    const text = typed.trim();
    if (text === view.search) return undefined;
    const timer = setTimeout(() => change({ q: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  return { view, change, typed, setTyped, restoring: !!restore };
}
