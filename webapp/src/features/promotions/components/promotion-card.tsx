// One promotion as a card: image, title, casino ('Diğer' without one), category, short
// description, 'Detayları Gör' and 'Bonus Al' (new tab). Expanded, the card shows the full
// description, 'Şartlar ve Koşullar' and 'Son tarih' and is at most 500px high: the image
// shrinks and the details scroll inside, so both buttons stay in view.
import { Link } from 'react-router';
import { HtmlContent } from '@/components/ui/html-content';
import { LazyImage } from '@/components/ui/lazy-image';
import { formatDate } from '@/lib/format-date';
import { PLACEHOLDER } from '@/lib/site';
import type { Promotion } from '../types/promotion';
import { casinoNameOf, isTimed, promotionPath, summaryOf } from '../utils/promotion-text';
import { ClaimLink } from './claim-link';
import { TimedTag } from './timed-tag';

interface PromotionCardProps {
  promotion: Promotion;
  expanded: boolean;
  onToggle: (id: string) => void;
  /** The title's heading level: 2 right under the page's h1 (/bonuslar), else 3 (under a section's h2). */
  level?: 2 | 3;
}

export function PromotionCard({ promotion, expanded, onToggle, level = 3 }: PromotionCardProps) {
  const Title = level === 2 ? 'h2' : 'h3';
  const Subtitle = level === 2 ? 'h3' : 'h4';
  const detailsId = `promotion-details-${promotion.id}`;
  const titleId = `promotion-title-${promotion.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="promotion-card"
      data-expanded={expanded}
      className={`flex flex-col overflow-hidden rounded-2xl border bg-slate-900 shadow-lg transition-colors ${
        expanded ? 'max-h-[500px] border-amber-400/60' : 'h-full border-slate-800 hover:border-slate-700'
      }`}
    >
      <div className={`relative shrink-0 overflow-hidden bg-slate-800 ${expanded ? 'h-28' : 'aspect-video'}`}>
        <LazyImage
          src={promotion.image_url}
          placeholder={PLACEHOLDER.promotion}
          alt={promotion.title}
          width={640}
          height={360}
          className="size-full object-cover"
        />
        {isTimed(promotion) && <TimedTag className="absolute left-3 top-3" />}
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="font-semibold text-amber-300">{casinoNameOf(promotion)}</span>
          {promotion.category && <span className="rounded-full bg-slate-800 px-2 py-0.5 text-slate-300">{promotion.category}</span>}
        </div>
        <Title id={titleId} className="text-lg font-bold leading-snug text-white sm:min-h-[2lh]">
          <Link to={promotionPath(promotion)} className="hover:text-amber-300">
            {promotion.title}
          </Link>
        </Title>
        <p className={`text-sm text-slate-300 ${expanded ? '' : 'line-clamp-3'}`}>{summaryOf(promotion)}</p>

        {expanded && (
          <div
            id={detailsId}
            // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
            tabIndex={0}
            role="region"
            aria-label={`${promotion.title}: detaylar`}
            className="min-h-0 flex-1 space-y-3 overflow-y-auto border-t border-slate-800 pt-3 pr-1 text-sm text-slate-300"
          >
            {promotion.description && <HtmlContent html={promotion.description} className="prose-content" />}
            {promotion.terms.length > 0 && (
              <div>
                <Subtitle className="mb-1 font-semibold text-white">Şartlar ve Koşullar</Subtitle>
                <ul className="list-disc space-y-1 pl-5">
                  {promotion.terms.map((term, index) => (
                    <li key={index}>{term}</li>
                  ))}
                </ul>
              </div>
            )}
            {promotion.expiry_date && (
              <p>
                <span className="font-semibold text-white">Son tarih:</span> {formatDate(promotion.expiry_date)}
              </p>
            )}
          </div>
        )}

        <div className="mt-auto flex shrink-0 gap-2 pt-2">
          <button
            type="button"
            onClick={() => onToggle(promotion.id)}
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            className="inline-flex flex-1 items-center justify-center gap-1 rounded-lg border border-slate-700 px-3 py-2 text-sm font-semibold text-slate-100 hover:border-slate-500 hover:bg-slate-800"
          >
            Detayları Gör
            <svg viewBox="0 0 20 20" className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} fill="currentColor" aria-hidden="true">
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
          <ClaimLink promotion={promotion} className="flex-1" />
        </div>
      </div>
    </article>
  );
}
