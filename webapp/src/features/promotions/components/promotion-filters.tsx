// The /bonuslar controls: search box, category chips ('Tüm Bonuslar' first, then each active
// category with promotions and its count), the active-filter label and 'Filtreleri Temizle'.
import { useState } from 'react';
import type { PromotionCategory } from '../types/promotion';

interface PromotionFiltersProps {
  categories: PromotionCategory[];
  totalCount: number;
  search: string;
  categorySlug: string | null;
  onSearch: (value: string) => void;
  onCategory: (slug: string | null) => void;
  onClear: () => void;
}

function chipClass(active: boolean): string {
  return `rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
    active ? 'border-amber-400 bg-amber-400 text-slate-950' : 'border-slate-700 bg-slate-900 text-slate-200 hover:border-slate-500'
  }`;
}

export function PromotionFilters({ categories, totalCount, search, categorySlug, onSearch, onCategory, onClear }: PromotionFiltersProps) {
  // The box keeps its own text so typing never waits for the URL to update.
  const [text, setText] = useState(search);
  const visibleCategories = categories.filter((category) => category.promotion_count > 0);
  const activeCategory = categorySlug ? categories.find((category) => category.slug === categorySlug) : undefined;
  const hasFilter = text.trim() !== '' || categorySlug !== null;

  return (
    <div className="space-y-4" data-testid="promotion-filters">
      <div className="relative">
        <label htmlFor="bonus-search" className="sr-only">
          Bonus ara
        </label>
        <svg viewBox="0 0 20 20" className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-slate-500" fill="currentColor" aria-hidden="true">
          <path d="M8.5 3a5.5 5.5 0 1 0 3.4 9.8l3.6 3.7a1 1 0 0 0 1.5-1.4l-3.7-3.6A5.5 5.5 0 0 0 8.5 3Zm-3.5 5.5a3.5 3.5 0 1 1 7 0 3.5 3.5 0 0 1-7 0Z" />
        </svg>
        <input
          id="bonus-search"
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onSearch(event.target.value);
          }}
          placeholder="Bonus ara..."
          autoComplete="off"
          className="w-full rounded-xl border border-slate-700 bg-slate-900 py-3 pl-12 pr-4 text-white placeholder:text-slate-500 focus:border-amber-400"
        />
      </div>

      <div role="group" aria-label="Kategoriler" className="flex flex-wrap gap-2">
        <button type="button" aria-pressed={categorySlug === null} onClick={() => onCategory(null)} className={chipClass(categorySlug === null)}>
          Tüm Bonuslar <span className="opacity-70">({totalCount})</span>
        </button>
        {visibleCategories.map((category) => (
          <button
            key={category.id}
            type="button"
            aria-pressed={categorySlug === category.slug}
            onClick={() => onCategory(category.slug)}
            className={chipClass(categorySlug === category.slug)}
          >
            {category.name} <span className="opacity-70">({category.promotion_count})</span>
          </button>
        ))}
      </div>

      {hasFilter && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-300" data-testid="active-filter">
          <span>
            Aktif filtre:{' '}
            {activeCategory && <strong className="text-white">{activeCategory.name}</strong>}
            {activeCategory && text.trim() && ' · '}
            {text.trim() && <strong className="text-white">“{text.trim()}”</strong>}
            {!activeCategory && !text.trim() && categorySlug && <strong className="text-white">{categorySlug}</strong>}
          </span>
          <button
            type="button"
            onClick={() => {
              setText('');
              onClear();
            }}
            className="rounded-lg px-2 py-1 font-semibold text-amber-300 underline-offset-4 hover:underline"
          >
            Filtreleri Temizle
          </button>
        </div>
      )}
    </div>
  );
}
