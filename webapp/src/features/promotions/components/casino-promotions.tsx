// A casino's newest active promotions in two columns (casino detail page), bounded so the page
// weighs the same however many promotions the casino has.
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-error';
import { CASINO_PROMOTIONS, useGetCasinoPromotionsQuery } from '../api/promotions-api';
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
      {(data ?? []).length >= CASINO_PROMOTIONS && (
        <p className="mt-6 text-sm text-slate-400" data-testid="casino-promotions-more">
          En yeni {CASINO_PROMOTIONS} promosyon gösteriliyor.{' '}
          <Link to="/bonuslar" className="font-semibold text-amber-400 hover:underline">
            Tüm Bonuslar →
          </Link>
        </p>
      )}
    </QueryState>
  );
}
