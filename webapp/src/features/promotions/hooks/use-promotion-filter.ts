// The bonus filters and the page live in the URL (?q=...&kategori=...&sayfa=N), so a filtered
// page can be shared, crawled and restored by the back button. Filter changes replace the
// history entry and go back to the first page; page links are ordinary links.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_PARAM, pageOf } from '@/components/ui/pagination';

export const SEARCH_PARAM = 'q';
export const CATEGORY_PARAM = 'kategori';

/** /bonuslar with these filters and page, the parameters in a fixed order (as the api writes them). */
export function bonusesHref(search: string, categorySlug: string | null, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set(SEARCH_PARAM, search);
  if (categorySlug) params.set(CATEGORY_PARAM, categorySlug);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return `/bonuslar${query ? `?${query}` : ''}`;
}

export function usePromotionFilter() {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const categorySlug = params.get(CATEGORY_PARAM) || null;
  const page = pageOf(params.get(PAGE_PARAM));

  const update = useCallback(
    (name: string, value: string | null) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          next.delete(PAGE_PARAM);
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
          next.delete(PAGE_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const pageHref = useCallback((n: number) => bonusesHref(search, categorySlug, n), [search, categorySlug]);

  return { search, categorySlug, page, setSearch, setCategory, clear, pageHref };
}
