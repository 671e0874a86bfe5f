// A casino's active promotions in two columns (casino detail page).
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-error';
import { useGetCasinoPromotionsQuery } from '../api/promotions-api';
import { PromotionGrid } from './promotion-grid';

export function CasinoPromotions({ casinoIdOrSlug }: { casinoIdOrSlug: string }) {
  const { data, isLoading, isError, error, refetch } = useGetCasinoPromotionsQuery(casinoIdOrSlug);
  return (
    <QueryState
      isLoading={isLoading}
      errorMessage={isError ? errorMessage(error, 'Failed to load promotions') : null}
      onRetry={() => void refetch()}
      isEmpty={(data ?? []).length === 0}
      empty={<p>Bu casino sitesi için henüz promosyon bulunmuyor</p>}
    >
      <PromotionGrid promotions={data ?? []} columns="two" />
    </QueryState>
  );
}
