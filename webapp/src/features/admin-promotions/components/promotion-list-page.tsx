// /admin/promotions: the promotions a page at a time (searched, filtered by status, casino and
// category, sorted; the view in the URL); expired rows in red with 'Süresi Dolmuş' and no toggle,
// activate/deactivate for the others, edit, and a confirmed delete.
import { Link } from 'react-router';
import { primaryButton, smallButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { AdminPageHeader } from '@/components/admin/page-header';
import { AdminTable } from '@/components/admin/admin-table';
import { RowActions } from '@/components/admin/row-actions';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { useToggleWithToast } from '@/components/admin/use-toggle-with-toast';
import { BulkBar, useRowSelection } from '@/components/admin/bulk-bar';
import { FilterSelect, ListToolbar, Pagination } from '@/components/admin/list-controls';
import { useListView } from '@/components/admin/use-list-view';
import { listParams } from '@/lib/admin-list';
import { formatDate } from '@/lib/format-date';
import {
  useDeletePromotionMutation,
  useListAdminPromotionsQuery,
  usePromotionCategoryOptionsQuery,
  useSetPromotionActiveMutation,
} from '../api/promotions-admin-api';
import type { AdminPromotion } from '../types/promotion';
import { CasinoPicker } from './casino-picker';

const FILTERS = ['status', 'casino_id', 'category_id'] as const;
const SORTS = { created: 'Eklenme tarihi', title: 'Başlık', casino: 'Casino', category: 'Kategori', status: 'Durum', expiry: 'Bitiş tarihi' };
const STATUSES = { '': 'Tüm durumlar', active: 'Aktif', inactive: 'Pasif', expired: 'Süresi Dolmuş' };

const STATUS_TONE = {
  active: 'bg-emerald-500/15 text-emerald-300',
  inactive: 'bg-slate-600/30 text-slate-300',
  expired: 'bg-red-500/20 text-red-300',
} as const;

export function PromotionListPage() {
  const { view, change, typed, setTyped, restoring } = useListView(FILTERS);
  const { data, isLoading, isFetching, error, refetch } = useListAdminPromotionsQuery(view, { skip: restoring });
  const rows = data?.items ?? [];
  const selection = useRowSelection();
  const categories = usePromotionCategoryOptionsQuery();
  const casinoName = rows.find((p) => p.casino?.id === view.filters.casino_id)?.casino?.name ?? null;
  const [setActive, { isLoading: toggling, originalArgs }] = useSetPromotionActiveMutation();
  const [remove] = useDeletePromotionMutation();
  const deletion = useConfirmedDelete<AdminPromotion>({
    remove: (p) => remove(p.id).unwrap(),
    success: 'Promosyon silindi',
    failure: () => 'Promosyon silinirken bir hata oluştu',
    title: 'Promosyonu sil',
    message: (p) => `"${p.title}" silinsin mi? Silinen kayıt Çöp Kutusu'ndan geri yüklenebilir.`,
  });

  const toggle = useToggleWithToast<AdminPromotion>({
    run: (p) => setActive({ id: p.id, active: !p.is_active }).unwrap(),
    success: (p) => (p.is_active ? 'Promosyon pasifleştirildi' : 'Promosyon aktifleştirildi'),
    failure: 'Promosyon güncellenirken bir hata oluştu',
  });

  return (
    <div>
      <AdminPageHeader
        title="Promosyonlar"
        actions={
          <Link to="/admin/promotions/new" className={primaryButton}>
            Yeni Promosyon Ekle
          </Link>
        }
      />
      <ListToolbar
        search={typed}
        onSearch={setTyped}
        searchLabel="Promosyonlarda ara"
        sorts={SORTS}
        sort={view.sort}
        order={view.order}
        defaultSort="created"
        defaultOrder="desc"
        onSort={(sort, order) => change({ sort, order })}
        busy={isFetching && !isLoading}
      >
        <FilterSelect label="Duruma göre filtrele" value={view.filters.status} options={STATUSES} onChange={(status) => change({ status })} />
        <div className="w-56" aria-label="Casinoya göre filtrele">
          <CasinoPicker id="promotion-casino-filter" value={view.filters.casino_id} initialName={casinoName} onChange={(casino_id) => change({ casino_id })} emptyLabel="Tüm casinolar" />
        </div>
        <FilterSelect
          label="Kategoriye göre filtrele"
          value={view.filters.category_id}
          options={{ '': 'Tüm kategoriler', ...Object.fromEntries((categories.data ?? []).map((c) => [c.id, c.name])) }}
          onChange={(category_id) => change({ category_id })}
        />
      </ListToolbar>
      <BulkBar
        list="/api/admin/promotions"
        tags={['Promotion', 'Casino', 'Dashboard']}
        actions={{ activate: 'Aktifleştir', deactivate: 'Pasifleştir', delete: 'Sil' }}
        params={listParams(view)}
        selected={selection.selected}
        matching={data?.total ?? 0}
        pageIds={rows.map((r) => r.id)}
        onSelectPage={selection.set}
        onClear={selection.clear}
      />
      <DataState isLoading={isLoading || restoring} error={error ? 'Promosyonlar yüklenirken bir hata oluştu' : null} onRetry={refetch} isEmpty={rows.length === 0} empty="Henüz promosyon yok">
        <AdminTable columns={['Seç', 'Başlık', 'Casino', 'Kategori', 'Promosyon Kodu', 'Durum', 'Bitiş Tarihi', 'İşlemler']} minWidth={900}>
          {rows.map((p) => (
            <tr key={p.id} data-status={p.status} className={p.status === 'expired' ? 'bg-red-950/50' : 'bg-slate-950'}>
              <td className="px-4 py-3">
                <input type="checkbox" className="h-4 w-4 accent-amber-400" aria-label={`${p.title} seç`} checked={selection.selected.has(p.id)} onChange={() => selection.toggle(p.id)} />
              </td>
              <td className="px-4 py-3 font-medium text-white">{p.title}</td>
              <td className="px-4 py-3">
                {p.casino ? (
                  <div className="flex items-center gap-2">
                    <img src={p.casino.logo_url} alt="" className="h-6 w-10 rounded bg-white object-contain" />
                    <span>{p.casino.name}</span>
                  </div>
                ) : (
                  'Diğer'
                )}
              </td>
              <td className="px-4 py-3 text-slate-300">{p.category ?? '-'}</td>
              <td className="px-4 py-3 font-mono text-xs">{p.promotion_code ?? 'Kod yok'}</td>
              <td className="px-4 py-3">
                <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[p.status]}`}>{p.status_label}</span>
              </td>
              <td className="px-4 py-3 text-slate-400">{p.expiry_date ? formatDate(p.expiry_date) : 'Süresiz'}</td>
              <td className="px-4 py-3">
                <RowActions edit={`/admin/promotions/edit/${p.id}`} onDelete={() => deletion.ask(p)}>
                  {p.status !== 'expired' && (
                    <button type="button" className={smallButton} disabled={toggling && originalArgs?.id === p.id} onClick={() => void toggle(p)}>
                      {p.is_active ? 'Pasifleştir' : 'Aktifleştir'}
                    </button>
                  )}
                </RowActions>
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
