// The bonus filters live in the URL (?q=...&kategori=...), so a filtered list can be shared
// and the back button restores it. Changes replace the history entry instead of adding one.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const SEARCH_PARAM = 'q';
export const CATEGORY_PARAM = 'kategori';

export function usePromotionFilter() {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const categorySlug = params.get(CATEGORY_PARAM) || null;

  const update = useCallback(
    (name: string, value: string | null) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setSearch = useCallback((value: string) => update(SEARCH_PARAM, value), [update]);
  const setCategory = useCallback((slug: string | null) => update(CATEGORY_PARAM, slug), [update]);
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(SEARCH_PARAM);
          next.delete(CATEGORY_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  return { search, categorySlug, setSearch, setCategory, clear };
}
