// The /bonuslar list: every active promotion with the search and category filters applied in
// the browser (the whole list is small and already loaded, so filtering is instant).
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useGetCategoriesQuery, useGetPromotionsQuery } from '../api/promotions-api';
import { usePromotionFilter } from '../hooks/use-promotion-filter';
import { filterPromotions } from '../utils/promotion-text';
import { PromotionEmpty } from './promotion-empty';
import { PromotionFilters } from './promotion-filters';
import { PromotionGrid } from './promotion-grid';

export function PromotionsBrowser() {
  const promotions = useGetPromotionsQuery();
  const categories = useGetCategoriesQuery();
  const { search, categorySlug, setSearch, setCategory, clear } = usePromotionFilter();

  const all = promotions.data ?? [];
  const shown = filterPromotions(all, categories.data ?? [], { search, categorySlug });
  // The category filter needs the categories; wait for them when one is chosen.
  const waitingForCategories = categorySlug !== null && categories.isLoading;

  return (
    <div className="space-y-8">
      <PromotionFilters
        categories={categories.data ?? []}
        totalCount={all.length}
        search={search}
        categorySlug={categorySlug}
        onSearch={setSearch}
        onCategory={setCategory}
        onClear={clear}
      />
      {waitingForCategories ? (
        <Spinner />
      ) : (
        <QueryState
          isLoading={promotions.isLoading}
          errorMessage={promotions.isError ? errorMessage(promotions.error, 'Failed to load promotions') : null}
          onRetry={() => void promotions.refetch()}
          isEmpty={shown.length === 0}
          empty={<PromotionEmpty />}
        >
          <p className="text-sm text-slate-400" aria-live="polite">
            {shown.length} promosyon listeleniyor
          </p>
          <PromotionGrid promotions={shown} />
        </QueryState>
      )}
    </div>
  );
}
