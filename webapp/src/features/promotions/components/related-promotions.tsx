// The casino's other active promotions, three at a time with previous/next arrows.
import { useState } from 'react';
import { Link } from 'react-router';
import { LazyImage } from '@/components/ui/lazy-image';
import { PLACEHOLDER } from '@/lib/site';
import type { Promotion } from '../types/promotion';
import { isTimed, promotionPath, summaryOf } from '../utils/promotion-text';
import { TimedTag } from './timed-tag';

const PAGE = 3;

function ArrowButton({ direction, disabled, onClick }: { direction: 'prev' | 'next'; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === 'prev' ? 'Önceki promosyonlar' : 'Sonraki promosyonlar'}
      className="rounded-full border border-slate-700 p-2 text-slate-200 hover:bg-slate-800 disabled:opacity-30"
    >
      <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
        {direction === 'prev' ? (
          <path d="M12.7 5.3a1 1 0 0 1 0 1.4L9.4 10l3.3 3.3a1 1 0 1 1-1.4 1.4l-4-4a1 1 0 0 1 0-1.4l4-4a1 1 0 0 1 1.4 0Z" />
        ) : (
          <path d="M7.3 14.7a1 1 0 0 1 0-1.4l3.3-3.3-3.3-3.3a1 1 0 0 1 1.4-1.4l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4 0Z" />
        )}
      </svg>
    </button>
  );
}

export function RelatedPromotions({ promotions }: { promotions: Promotion[] }) {
  const [start, setStart] = useState(0);
  if (promotions.length === 0) return null;
  const shown = promotions.slice(start, start + PAGE);
  return (
    <section aria-labelledby="related-promotions">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="related-promotions" className="text-xl font-bold text-white">
          Bu Sitenin Diğer Promosyonları
        </h2>
        {promotions.length > PAGE && (
          <div className="flex gap-2">
            <ArrowButton direction="prev" disabled={start === 0} onClick={() => setStart((s) => Math.max(0, s - PAGE))} />
            <ArrowButton
              direction="next"
              disabled={start + PAGE >= promotions.length}
              onClick={() => setStart((s) => Math.min(promotions.length - 1, s + PAGE))}
            />
          </div>
        )}
      </div>
      <ul className="grid gap-4 sm:grid-cols-3" data-testid="related-promotions">
        {shown.map((promotion) => (
          <li key={promotion.id} className="overflow-hidden rounded-xl border border-slate-800 bg-slate-900">
            <div className="relative">
              <LazyImage
                src={promotion.image_url}
                placeholder={PLACEHOLDER.promotion}
                alt={promotion.title}
                width={320}
                height={180}
                className="aspect-video w-full bg-slate-800 object-cover"
              />
              {isTimed(promotion) && <TimedTag className="absolute left-2 top-2" />}
            </div>
            <div className="p-3">
              <Link to={promotionPath(promotion)} className="line-clamp-2 font-semibold text-white hover:text-amber-300">
                {promotion.title}
              </Link>
              <p className="mt-1 line-clamp-2 text-xs text-slate-400">{summaryOf(promotion)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
