// "Today's bonuses" at the top of a blog post: the first five, with 'Daha Fazlasını Gör' /
// 'Daha Az Göster' for the rest.
import { useState } from 'react';
import { Link } from 'react-router';
import { LazyImage } from '@/components/ui/lazy-image';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-error';
import { PLACEHOLDER } from '@/lib/site';
import { useGetLatestPromotionsQuery } from '../api/promotions-api';
import { casinoNameOf, isTimed, promotionPath } from '../utils/promotion-text';
import { ClaimLink } from './claim-link';
import { TimedTag } from './timed-tag';

const FIRST = 5;

export function TodaysBonuses() {
  const { data, isLoading, isError, error, refetch } = useGetLatestPromotionsQuery();
  const [showAll, setShowAll] = useState(false);
  const promotions = data ?? [];
  const shown = showAll ? promotions : promotions.slice(0, FIRST);

  return (
    <section aria-labelledby="todays-bonuses" className="rounded-2xl border border-slate-800 bg-slate-900/70 p-4 md:p-6">
      <h2 id="todays-bonuses" className="mb-4 text-xl font-bold text-white">
        Bugünün Bonusları
      </h2>
      <QueryState
        isLoading={isLoading}
        errorMessage={isError ? errorMessage(error, 'Failed to load promotions') : null}
        onRetry={() => void refetch()}
        isEmpty={promotions.length === 0}
        empty={<p>Bu kriterlere uygun promosyon bulunamadı.</p>}
      >
        <ul className="divide-y divide-slate-800" data-testid="todays-bonuses">
          {shown.map((promotion) => (
            <li key={promotion.id} className="flex items-center gap-3 py-3">
              <LazyImage
                src={promotion.image_url}
                placeholder={PLACEHOLDER.promotion}
                alt={promotion.title}
                width={96}
                height={54}
                className="h-9 w-16 shrink-0 rounded-md bg-slate-800 object-cover sm:h-[54px] sm:w-[96px]"
              />
              <div className="min-w-0 flex-1">
                <Link to={promotionPath(promotion)} className="line-clamp-2 text-sm font-semibold text-white hover:text-amber-300 sm:text-base">
                  {promotion.title}
                </Link>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-400">
                  {casinoNameOf(promotion)}
                  {isTimed(promotion) && <TimedTag />}
                </p>
              </div>
              <ClaimLink promotion={promotion} size="sm" className="shrink-0" />
            </li>
          ))}
        </ul>
        {promotions.length > FIRST && (
          <button
            type="button"
            onClick={() => setShowAll((value) => !value)}
            aria-expanded={showAll}
            className="mt-3 w-full rounded-lg border border-slate-700 py-2 text-sm font-semibold text-slate-100 hover:bg-slate-800"
          >
            {showAll ? 'Daha Az Göster' : 'Daha Fazlasını Gör'}
          </button>
        )}
      </QueryState>
    </section>
  );
}
