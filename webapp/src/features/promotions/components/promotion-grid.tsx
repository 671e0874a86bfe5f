// A grid of promotion cards where only one card is expanded at a time.
import { useSingleExpansion } from '../hooks/use-single-expansion';
import type { Promotion } from '../types/promotion';
import { PromotionCard } from './promotion-card';

const COLUMNS = {
  two: 'sm:grid-cols-2',
  three: 'sm:grid-cols-2 lg:grid-cols-3',
} as const;

export function PromotionGrid({
  promotions,
  columns = 'three',
  level = 3,
}: {
  promotions: Promotion[];
  columns?: keyof typeof COLUMNS;
  /** The cards' heading level (PromotionCard). */
  level?: 2 | 3;
}) {
  const { expandedId, toggle } = useSingleExpansion();
  return (
    <div className={`grid items-start gap-6 ${COLUMNS[columns]}`} data-testid="promotion-grid">
      {promotions.map((promotion) => (
        <PromotionCard key={promotion.id} promotion={promotion} expanded={expandedId === promotion.id} onToggle={toggle} level={level} />
      ))}
    </div>
  );
}
