// /guvenilir-siteler: the casino sites by name in a grid of 2 to 6 columns by screen width, one
// page at a time (?sayfa=N, paged like /bonuslar), so the page's weight does not grow with the
// number of casinos. The page links are plain links the api also writes for crawlers.
import { Link, useSearchParams } from 'react-router';
import { PAGE_PARAM, Pagination, pageCount, pageOf } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-error';
import { useGetCasinoPageQuery } from '../api/casinos-api';
import { CasinoCard } from './casino-card';

/** /guvenilir-siteler at page `page` (the api's casinos_path). */
export function casinosHref(page: number): string {
  return page > 1 ? `/guvenilir-siteler?${PAGE_PARAM}=${page}` : '/guvenilir-siteler';
}

export function CasinoGrid() {
  const [params] = useSearchParams();
  const page = pageOf(params.get(PAGE_PARAM));
  const { data, isLoading, isFetching, isError, error, refetch } = useGetCasinoPageQuery(page);
  const pages = data ? pageCount(data.total, data.per_page) : 1;
  const pastTheEnd = data !== undefined && data.items.length === 0 && data.total > 0;
  return (
    <QueryState
      isLoading={isLoading}
      errorMessage={isError && !data ? errorMessage(error, 'Failed to load casinos') : null}
      onRetry={() => void refetch()}
      isEmpty={data !== undefined && data.total === 0}
      empty={<p>Henüz casino sitesi bulunmuyor.</p>}
    >
      {data && (
        <div className={`space-y-6 transition-opacity ${isFetching ? 'opacity-60' : ''}`} aria-busy={isFetching}>
          {pages > 1 && (
            <p className="text-sm text-slate-400" aria-live="polite">
              {data.total} casino sitesi · Sayfa {Math.min(page, pages)} / {pages}
            </p>
          )}
          {pastTheEnd ? (
            <p className="text-slate-300">
              Bu sayfada casino sitesi yok.{' '}
              <Link to={casinosHref(1)} className="font-semibold text-amber-400 hover:underline">
                İlk sayfaya dön
              </Link>
            </p>
          ) : (
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6" data-testid="casino-grid">
              {data.items.map((casino) => (
                <li key={casino.id}>
                  <CasinoCard casino={casino} level={2} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} pages={pages} href={casinosHref} />
        </div>
      )}
    </QueryState>
  );
}
