// The controls above and below a paged list: the search box, the list's filters, the sort, the
// row count and the page links.
import type { ReactNode } from 'react';
import { inputClass, smallButton } from './buttons';
import { pageCount, type Page } from '@/lib/admin-list';

interface ListToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  searchLabel: string;
  /** Sort choices: value → label. */
  sorts: Record<string, string>;
  sort: string;
  order: string;
  defaultSort: string;
  defaultOrder: 'asc' | 'desc';
  onSort: (sort: string, order: string) => void;
  busy?: boolean;
  children?: ReactNode;
}

export function ListToolbar({ search, onSearch, searchLabel, sorts, sort, order, defaultSort, defaultOrder, onSort, busy, children }: ListToolbarProps) {
  const currentSort = sort || defaultSort;
  const currentOrder = order || defaultOrder;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <input type="search" className={`${inputClass} max-w-sm`} placeholder={`${searchLabel}...`} aria-label={searchLabel} value={search} onChange={(e) => onSearch(e.target.value)} />
      {children}
      <select className={`${inputClass} max-w-[12rem]`} aria-label="Sırala" value={currentSort} onChange={(e) => onSort(e.target.value, currentOrder)}>
        {Object.entries(sorts).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <select className={`${inputClass} max-w-[9rem]`} aria-label="Sıralama yönü" value={currentOrder} onChange={(e) => onSort(currentSort, e.target.value)}>
        <option value="asc">Artan</option>
        <option value="desc">Azalan</option>
      </select>
      {busy && <span className="text-xs text-slate-400">Yükleniyor...</span>}
    </div>
  );
}

/** A filter select: "all" is the empty value. */
export function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: Record<string, string>; onChange: (value: string) => void }) {
  return (
    <select className={`${inputClass} max-w-[12rem]`} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {Object.entries(options).map(([v, text]) => (
        <option key={v} value={v}>
          {text}
        </option>
      ))}
    </select>
  );
}

const WINDOW = 2;

/** "Toplam N kayıt" and the page links (first, last and the pages around the current one). */
export function Pagination({ page, onPage }: { page: Pick<Page<unknown>, 'total' | 'page' | 'page_size'>; onPage: (page: number) => void }) {
  const last = pageCount(page);
  const shown = new Set([1, last]);
  for (let p = page.page - WINDOW; p <= page.page + WINDOW; p++) if (p >= 1 && p <= last) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  return (
    <nav aria-label="Sayfalar" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-300">
      <p data-testid="row-count">Toplam {page.total.toLocaleString('tr-TR')} kayıt</p>
      {last > 1 && (
        <div className="flex flex-wrap items-center gap-1">
          <button type="button" className={smallButton} disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
            Önceki
          </button>
          {pages.map((p, i) => (
            <span key={p} className="flex items-center gap-1">
              {i > 0 && p - pages[i - 1] > 1 && <span aria-hidden>…</span>}
              <button type="button" className={`${smallButton} ${p === page.page ? 'border-amber-400 text-amber-300' : ''}`} aria-current={p === page.page ? 'page' : undefined} aria-label={`Sayfa ${p}`} onClick={() => onPage(p)}>
                {p}
              </button>
            </span>
          ))}
          <button type="button" className={smallButton} disabled={page.page >= last} onClick={() => onPage(page.page + 1)}>
            Sonraki
          </button>
        </div>
      )}
    </nav>
  );
}
