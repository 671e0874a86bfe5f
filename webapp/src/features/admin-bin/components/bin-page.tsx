// /admin/bin, 'Çöp Kutusu': every deleted casino, promotion, category, blog post and splash ad,
// newest deletion first, with who deleted it and when; the search (debounced), the type and the
// page live in the URL like the other lists. 'Geri Yükle' asks first, then brings the entity back
// with the same id; when its address is taken meanwhile the api's sentence (naming the holder)
// is shown as it is.
import { Link } from 'react-router';
import { AdminTable } from '@/components/admin/admin-table';
import { inputClass, smallButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { FilterSelect, Pagination } from '@/components/admin/list-controls';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { useListView } from '@/components/admin/use-list-view';
import { formatDateTime } from '@/lib/format-date';
import { restoreFailure } from '@/lib/history-api';
import { entityTypeLabel, historyPagePath } from '@/lib/history-labels';
import { useListBinQuery, useRestoreFromBinMutation } from '../api/bin-admin-api';
import { BIN_TYPES, type BinItem } from '../types/bin';

const FILTERS = ['type'] as const;
const TYPES = { '': 'Tüm türler', ...Object.fromEntries(BIN_TYPES.map((t) => [t, entityTypeLabel(t)])) };

export function BinPage() {
  const { view, change, typed, setTyped, restoring } = useListView(FILTERS);
  const { data, isLoading, isFetching, error, refetch } = useListBinQuery({ q: view.search, type: view.filters.type, page: view.page }, { skip: restoring });
  const rows = data?.items ?? [];
  const [restore] = useRestoreFromBinMutation();
  const restoral = useConfirmedDelete<BinItem>({
    remove: (item) => restore({ type: item.type, id: item.id }).unwrap(),
    success: (item) => `"${item.label}" geri yüklendi`,
    failure: (e) => restoreFailure(e, 'Geri yükleme sırasında bir hata oluştu'),
    title: 'Geri yükle',
    message: (item) =>
      `"${item.label}" geri yüklensin mi? Aynı kimlikle geri gelir${item.path ? `; ${item.path} adresi boşsa aynı adresle yayında olur` : ''}.`,
    confirmLabel: 'Geri Yükle',
    busyLabel: 'Geri yükleniyor...',
    tone: 'primary',
  });

  return (
    <div>
      <AdminPageHeader title="Çöp Kutusu" />
      <p className="mb-4 max-w-3xl text-sm text-slate-400">
        Silinen casinolar, promosyonlar, kategoriler, blog yazıları ve splash reklamlar. Geri yüklenen kayıt aynı kimlikle ve, adresi hâlâ boşsa, aynı
        adresle geri gelir. Silinen yorumlar kalıcı olarak silinir ve burada yer almaz.
      </p>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <input type="search" className={`${inputClass} max-w-sm`} placeholder="Çöp kutusunda ara..." aria-label="Çöp kutusunda ara" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <FilterSelect label="Türe göre filtrele" value={view.filters.type} options={TYPES} onChange={(type) => change({ type })} />
        {isFetching && !isLoading && <span className="text-xs text-slate-400">Yükleniyor...</span>}
      </div>
      <DataState
        isLoading={isLoading || restoring}
        error={error ? 'Çöp kutusu yüklenirken bir hata oluştu' : null}
        onRetry={refetch}
        isEmpty={rows.length === 0}
        empty={view.search || view.filters.type ? 'Aramanıza uyan silinmiş kayıt yok' : 'Çöp kutusu boş'}
      >
        <AdminTable columns={['Kayıt', 'Silen', 'Silinme zamanı', 'İşlemler']} minWidth={680}>
          {rows.map((item) => (
            <tr key={`${item.type}/${item.id}`} className="bg-slate-950" data-testid="bin-row">
              <td className="px-4 py-3">
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-400">{entityTypeLabel(item.type)}</p>
                <p className="font-medium text-white">{item.label}</p>
                {item.path && <p className="break-all font-mono text-xs text-slate-400">{item.path}</p>}
              </td>
              <td className="px-4 py-3 text-slate-300">{item.deleted_by.label}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-400">{formatDateTime(item.deleted_at)}</td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2 whitespace-nowrap">
                  <Link to={historyPagePath(item.type, item.id)} className={smallButton}>
                    Geçmiş
                  </Link>
                  <button type="button" className={`${smallButton} border-amber-400/60 text-amber-200`} onClick={() => restoral.ask(item)} aria-label={`${item.label} geri yükle`}>
                    Geri Yükle
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      </DataState>
      {data && <Pagination page={data} onPage={(page) => change({ page })} />}
      {restoral.dialog}
    </div>
  );
}
