// One casino as a card: 'Öne Çıkan' badge when featured, logo, name, promotion count, 'İncele'.
import { Link } from 'react-router';
import { LazyImage } from '@/components/ui/lazy-image';
import { PLACEHOLDER } from '@/lib/site';
import type { Casino } from '../types/casino';
import { casinoPath } from '../utils/casino-path';

/** `level`: the name's heading level, 2 right under the page's h1 (/guvenilir-siteler), else 3. */
export function CasinoCard({ casino, level = 3 }: { casino: Casino; level?: 2 | 3 }) {
  const Name = level === 2 ? 'h2' : 'h3';
  return (
    <article
      className="relative flex h-full flex-col items-center gap-3 rounded-2xl border border-slate-800 bg-slate-900 p-4 text-center transition-colors hover:border-slate-600"
      data-testid="casino-card"
    >
      {casino.featured && (
        <span className="absolute right-2 top-2 rounded-full bg-amber-400 px-2 py-0.5 text-[11px] font-bold text-slate-950">Öne Çıkan</span>
      )}
      <LazyImage
        src={casino.logo_url}
        placeholder={PLACEHOLDER.casino}
        alt={`${casino.name} logosu`}
        width={160}
        height={90}
        className="mt-3 h-16 w-28 rounded-xl bg-slate-800 object-contain p-1.5"
      />
      <Name className="line-clamp-2 font-bold text-white">{casino.name}</Name>
      <p className="text-xs text-slate-400">{casino.promo_count} Promosyon</p>
      <Link
        to={casinoPath(casino)}
        className="mt-auto w-full rounded-lg border border-slate-700 px-3 py-2 text-sm font-semibold text-slate-100 hover:border-amber-400 hover:text-amber-300"
      >
        İncele<span className="sr-only">: {casino.name}</span>
      </Link>
    </article>
  );
}
