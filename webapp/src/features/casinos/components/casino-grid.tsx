// /guvenilir-siteler: every casino site in a grid of 2 to 6 columns by screen width.
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-error';
import { useGetCasinosQuery } from '../api/casinos-api';
import { CasinoCard } from './casino-card';

export function CasinoGrid() {
  const { data, isLoading, isError, error, refetch } = useGetCasinosQuery();
  const casinos = data ?? [];
  return (
    <QueryState
      isLoading={isLoading}
      errorMessage={isError ? errorMessage(error, 'Failed to load casinos') : null}
      onRetry={() => void refetch()}
      isEmpty={casinos.length === 0}
      empty={<p>Henüz casino sitesi bulunmuyor.</p>}
    >
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6" data-testid="casino-grid">
        {casinos.map((casino) => (
          <li key={casino.id}>
            <CasinoCard casino={casino} />
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
