// /admin/casinos: the casinos a page at a time (searched, filtered, sorted; the view in the URL)
// with logo, URL, description and date; edit and a confirmed delete.
import { Link } from 'react-router';
import { primaryButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { AdminPageHeader } from '@/components/admin/page-header';
import { AdminTable } from '@/components/admin/admin-table';
import { RowActions } from '@/components/admin/row-actions';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { FilterSelect, ListToolbar, Pagination } from '@/components/admin/list-controls';
import { useListView } from '@/components/admin/use-list-view';
import { formatDate } from '@/lib/format-date';
import { useDeleteCasinoMutation, useListAdminCasinosQuery } from '../api/casinos-admin-api';
import type { AdminCasino } from '../types/casino';
import { stripTags } from '../utils/html-text';

const FILTERS = ['featured'] as const;
const SORTS = { created: 'Eklenme tarihi', name: 'Site adı', rating: 'Puan', promotions: 'Aktif promosyon' };
const FEATURED = { '': 'Tüm siteler', true: 'Öne Çıkan', false: 'Öne çıkmayan' };

export function CasinoListPage() {
  const { view, change, typed, setTyped, restoring } = useListView(FILTERS);
  const { data, isLoading, isFetching, error, refetch } = useListAdminCasinosQuery(view, { skip: restoring });
  const rows = data?.items ?? [];
  const [remove] = useDeleteCasinoMutation();
  const deletion = useConfirmedDelete<AdminCasino>({
    remove: (c) => remove(c.id).unwrap(),
    success: 'Casino sitesi silindi',
    failure: () => 'Casino sitesi silinirken bir hata oluştu',
    title: 'Casino sitesini sil',
    message: (c) => `"${c.name}" silinsin mi? Silinen kayıt Çöp Kutusu'ndan geri yüklenebilir.`,
  });

  return (
    <div>
      <AdminPageHeader
        title="Casino Siteleri"
        actions={
          <Link to="/admin/casinos/new" className={primaryButton}>
            Yeni Casino Ekle
          </Link>
        }
      />
      <ListToolbar
        search={typed}
        onSearch={setTyped}
        searchLabel="Casino sitelerinde ara"
        sorts={SORTS}
        sort={view.sort}
        order={view.order}
        defaultSort="created"
        defaultOrder="desc"
        onSort={(sort, order) => change({ sort, order })}
        busy={isFetching && !isLoading}
      >
        <FilterSelect label="Öne çıkana göre filtrele" value={view.filters.featured} options={FEATURED} onChange={(featured) => change({ featured })} />
      </ListToolbar>
      <DataState
        isLoading={isLoading || restoring}
        error={error ? 'Casino siteleri yüklenirken bir hata oluştu' : null}
        onRetry={refetch}
        isEmpty={rows.length === 0}
        empty="Henüz casino sitesi yok"
      >
        <AdminTable columns={['Site', 'URL', 'Açıklama', 'Eklenme Tarihi', 'İşlemler']} minWidth={760}>
          {rows.map((c) => (
            <tr key={c.id} className="bg-slate-950">
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <img src={c.logo_url} alt="" className="h-8 w-12 rounded bg-white object-contain" />
                  <span className="font-medium text-white">{c.name}</span>
                </div>
              </td>
              <td className="px-4 py-3">
                <a href={c.url} target="_blank" rel="noopener noreferrer" className="text-amber-300 hover:underline">
                  {c.url}
                </a>
              </td>
              <td className="max-w-xs truncate px-4 py-3 text-slate-300">{stripTags(c.description) || 'Açıklama yok'}</td>
              <td className="px-4 py-3 text-slate-400">{formatDate(c.created_at)}</td>
              <td className="px-4 py-3">
                <RowActions edit={`/admin/casinos/edit/${c.id}`} onDelete={() => deletion.ask(c)} />
              </td>
            </tr>
          ))}
        </AdminTable>
      </DataState>
      {data && <Pagination page={data} onPage={(page) => change({ page })} />}
      {deletion.dialog}
    </div>
  );
}
