// Page links of a paged public list (/bonuslar, /guvenilir-siteler): previous and next
// (rel="prev"/"next"), the first and last pages and the ones around the current page. Plain
// links, so crawlers and a reader without JavaScript follow them too. The page number lives in
// the URL as ?sayfa=N (pageOf reads it as the api does).
import { Link } from 'react-router';

export const PAGE_PARAM = 'sayfa';

/** The page number in the URL: a whole number from 1; anything else is the first page. */
export function pageOf(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** How many pages `total` items make at `perPage` a page (at least one). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

interface PaginationProps {
  page: number;
  pages: number;
  href: (page: number) => string;
}

/** The page numbers to show, with null for a gap: 1 … 4 5 6 … 20. */
export function pageWindow(page: number, pages: number, around = 1): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push(null);
    out.push(n);
  });
  return out;
}

const linkClass = 'rounded-lg border border-slate-700 px-3 py-2 text-sm text-slate-200 hover:border-amber-400 hover:text-white';

export function Pagination({ page, pages, href }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Sayfalar" className="flex flex-wrap items-center justify-center gap-2" data-testid="pagination">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={linkClass}>
          ‹ Önceki
        </Link>
      )}
      {pageWindow(page, pages).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className="px-1 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className="rounded-lg bg-amber-400 px-3 py-2 text-sm font-semibold text-slate-950">
            {n}
          </span>
        ) : (
          <Link key={n} to={href(n)} className={linkClass} aria-label={`Sayfa ${n}`}>
            {n}
          </Link>
        ),
      )}
      {page < pages && (
        <Link to={href(page + 1)} rel="next" className={linkClass}>
          Sonraki ›
        </Link>
      )}
    </nav>
  );
}
