// The /bonuslar list: one page of the active promotions at a time, searched and filtered by the
// api (GET /api/promotions/search), so the page's weight does not grow with the catalogue. The
// filters and the page are in the URL; typing asks the api once per pause.
import { Link } from 'react-router';
import { Pagination, pageCount } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/api-error';
import { useGetCategoriesQuery, useSearchPromotionsQuery } from '../api/promotions-api';
import { usePromotionFilter } from '../hooks/use-promotion-filter';
import { PromotionEmpty } from './promotion-empty';
import { PromotionFilters } from './promotion-filters';
import { PromotionGrid } from './promotion-grid';

/** How long the search box waits for typing to pause before it asks the api. */
export const SEARCH_DELAY_MS = 250;

export function PromotionsBrowser() {
  const { search, categorySlug, page, setSearch, setCategory, clear, pageHref } = usePromotionFilter();
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const result = useSearchPromotionsQuery({ search: settledSearch, categorySlug, page });
  const categories = useGetCategoriesQuery();

  // While the next page or filter loads, the previous answer stays on screen (dimmed).
  const data = result.data;
  const pages = data ? pageCount(data.total, data.per_page) : 1;
  const pastTheEnd = data !== undefined && data.items.length === 0 && data.total > 0;

  return (
    <div className="space-y-8">
      <PromotionFilters
        categories={categories.data ?? []}
        totalCount={data?.all ?? 0}
        search={search}
        categorySlug={categorySlug}
        onSearch={setSearch}
        onCategory={setCategory}
        onClear={clear}
      />
      <QueryState
        isLoading={result.isLoading}
        errorMessage={result.isError && !data ? errorMessage(result.error, 'Failed to load promotions') : null}
        onRetry={() => void result.refetch()}
        isEmpty={data !== undefined && data.total === 0}
        empty={<PromotionEmpty />}
      >
        {data && (
          <div className={`space-y-6 transition-opacity ${result.isFetching ? 'opacity-60' : ''}`} aria-busy={result.isFetching}>
            <p className="text-sm text-slate-400" aria-live="polite">
              {data.total} promosyon listeleniyor{pages > 1 ? ` · Sayfa ${Math.min(page, pages)} / ${pages}` : ''}
            </p>
            {pastTheEnd ? (
              <p className="text-slate-300">
                Bu sayfada promosyon yok.{' '}
                <Link to={pageHref(1)} className="font-semibold text-amber-400 hover:underline">
                  İlk sayfaya dön
                </Link>
              </p>
            ) : (
              <PromotionGrid promotions={data.items} level={2} />
            )}
            <Pagination page={page} pages={pages} href={pageHref} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
