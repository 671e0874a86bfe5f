// The home page's promotion list: the newest ones (the full list is on /bonuslar).
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-error';
import { useGetLatestPromotionsQuery } from '../api/promotions-api';
import { PromotionEmpty } from './promotion-empty';
import { PromotionGrid } from './promotion-grid';

export function PromotionsSection() {
  const { data, isLoading, isError, error, refetch } = useGetLatestPromotionsQuery();
  return (
    <QueryState
      isLoading={isLoading}
      errorMessage={isError ? errorMessage(error, 'Failed to load promotions') : null}
      onRetry={() => void refetch()}
      isEmpty={(data ?? []).length === 0}
      empty={<PromotionEmpty />}
    >
      <PromotionGrid promotions={data ?? []} />
    </QueryState>
  );
}
