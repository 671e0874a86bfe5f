// The home page's casino strip: the first 12 casinos by name (only those are asked for and
// embedded in the page) in a row that the arrows scroll by three card widths at a time (touch
// screens swipe).
import { useRef } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-error';
import { CASINO_STRIP, useGetCasinoStripQuery } from '../api/casinos-api';
import { CasinoCard } from './casino-card';

const STEP_CARDS = 3;

function StripArrow({ direction, onClick }: { direction: 'prev' | 'next'; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction === 'prev' ? 'Önceki siteler' : 'Sonraki siteler'}
      className="rounded-full border border-slate-700 bg-slate-900 p-2 text-slate-200 hover:bg-slate-800"
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

export function CasinoStrip() {
  const { data, isLoading, isError, error, refetch } = useGetCasinoStripQuery();
  const rowRef = useRef<HTMLUListElement>(null);
  const casinos = (data ?? []).slice(0, CASINO_STRIP);

  function scrollByCards(direction: 1 | -1) {
    const row = rowRef.current;
    const card = row?.querySelector('li');
    if (!row || !card) return;
    const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
    row.scrollBy({ left: direction * STEP_CARDS * (card.getBoundingClientRect().width + gap), behavior: 'smooth' });
  }

  return (
    <QueryState
      isLoading={isLoading}
      errorMessage={isError ? errorMessage(error, 'Failed to load casinos') : null}
      onRetry={() => void refetch()}
      isEmpty={casinos.length === 0}
      empty={<p>Henüz casino sitesi bulunmuyor.</p>}
    >
      <div className="mb-3 flex justify-end gap-2">
        <StripArrow direction="prev" onClick={() => scrollByCards(-1)} />
        <StripArrow direction="next" onClick={() => scrollByCards(1)} />
      </div>
      <ul
        ref={rowRef}
        className="no-scrollbar flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2"
        data-testid="casino-strip"
        aria-label="Casino siteleri"
      >
        {casinos.map((casino) => (
          <li key={casino.id} className="w-40 shrink-0 snap-start sm:w-44">
            <CasinoCard casino={casino} />
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
