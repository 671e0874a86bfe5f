// The side card of a promotion page: the casino behind it, linking to its page.
import { Link } from 'react-router';
import { LazyImage } from '@/components/ui/lazy-image';
import { OUTBOUND_REL, OUTBOUND_TARGET, casinoOutboundPath } from '@/lib/outbound';
import { PLACEHOLDER } from '@/lib/site';
import type { Promotion } from '../types/promotion';
import { casinoNameOf } from '../utils/promotion-text';

export function SiteInfoCard({ promotion }: { promotion: Promotion }) {
  const casino = promotion.casino;
  return (
    <aside aria-labelledby="site-info" className="rounded-2xl border border-slate-800 bg-slate-900 p-5" data-testid="site-info">
      <h2 id="site-info" className="text-sm font-semibold uppercase tracking-wide text-slate-400">
        Site Bilgileri
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <LazyImage
          src={casino?.logo_url}
          placeholder={PLACEHOLDER.casino}
          alt={casinoNameOf(promotion)}
          width={112}
          height={63}
          className="h-14 w-24 shrink-0 rounded-xl bg-slate-800 object-contain p-1"
        />
        <p className="text-lg font-bold text-white">{casinoNameOf(promotion)}</p>
      </div>
      {casino && (
        <div className="mt-5 flex flex-col gap-2">
          <Link
            to={`/casino/${casino.slug || casino.id}`}
            className="rounded-lg border border-slate-700 px-4 py-2 text-center text-sm font-semibold text-slate-100 hover:bg-slate-800"
          >
            Siteyi İncele
          </Link>
          {casino.url && casino.slug && (
            <a
              href={casinoOutboundPath(casino.slug)}
              target={OUTBOUND_TARGET}
              rel={OUTBOUND_REL}
              className="rounded-lg px-4 py-2 text-center text-sm font-semibold text-amber-300 hover:underline"
            >
              Siteye Git
            </a>
          )}
        </div>
      )}
    </aside>
  );
}
