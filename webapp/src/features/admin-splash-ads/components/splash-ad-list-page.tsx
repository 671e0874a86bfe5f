// /admin/splash-ads: the popups a page at a time (searched, filtered, sorted; the view in the URL) with their active switch, edit, and a delete that says it
// cannot be undone.
import { Link } from 'react-router';
import { primaryButton, smallButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { useToggleWithToast } from '@/components/admin/use-toggle-with-toast';
import { FilterSelect, ListToolbar, Pagination } from '@/components/admin/list-controls';
import { useListView } from '@/components/admin/use-list-view';
import { formatDate } from '@/lib/format-date';
import { useDeleteSplashAdMutation, useListAdminSplashAdsQuery, useSetSplashAdActiveMutation } from '../api/splash-ads-admin-api';
import type { AdminSplashAd } from '../types/splash-ad';

const FILTERS = ['active'] as const;
const SORTS = { created: 'Eklenme tarihi', title: 'Başlık', status: 'Durum' };
const ACTIVE = { '': 'Tüm reklamlar', true: 'Aktif', false: 'Pasif' };

export function SplashAdListPage() {
  const { view, change, typed, setTyped, restoring } = useListView(FILTERS);
  const { data, isLoading, isFetching, error, refetch } = useListAdminSplashAdsQuery(view, { skip: restoring });
  const rows = data?.items ?? [];
  const [setActive, { isLoading: toggling, originalArgs }] = useSetSplashAdActiveMutation();
  const [remove] = useDeleteSplashAdMutation();
  const deletion = useConfirmedDelete<AdminSplashAd>({
    remove: (ad) => remove(ad.id).unwrap(),
    success: 'Splash reklam silindi',
    failure: () => 'Splash reklam silinemedi',
    title: 'Splash reklamı sil',
    message: () => 'Bu splash reklamı silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.',
  });

  const toggle = useToggleWithToast<AdminSplashAd>({
    run: (ad) => setActive({ id: ad.id, is_active: !ad.is_active }).unwrap(),
    failure: 'Durum değiştirilemedi',
  });

  return (
    <div>
      <AdminPageHeader
        title="Splash Reklamlar"
        actions={
          <Link to="/admin/splash-ads/new" className={primaryButton}>
            Yeni Splash Reklam
          </Link>
        }
      />
      <ListToolbar
        search={typed}
        onSearch={setTyped}
        searchLabel="Splash reklamlarda ara"
        sorts={SORTS}
        sort={view.sort}
        order={view.order}
        defaultSort="created"
        defaultOrder="desc"
        onSort={(sort, order) => change({ sort, order })}
        busy={isFetching && !isLoading}
      >
        <FilterSelect label="Duruma göre filtrele" value={view.filters.active} options={ACTIVE} onChange={(active) => change({ active })} />
      </ListToolbar>
      <DataState isLoading={isLoading || restoring} error={error ? 'Splash reklamları yüklerken bir hata oluştu' : null} onRetry={refetch} isEmpty={rows.length === 0} empty="Henüz splash reklam yok">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {rows.map((ad) => (
            <article key={ad.id} className="overflow-hidden rounded-xl border border-slate-800 bg-slate-900">
              <img src={ad.image_url} alt="" className="h-40 w-full bg-slate-950 object-contain" />
              <div className="space-y-3 p-4">
                <h2 className="font-semibold text-white">{ad.title}</h2>
                <p className="truncate text-xs text-slate-400">{ad.href}</p>
                <p className="text-xs text-slate-500">{formatDate(ad.created_at)}</p>
                <div className="flex items-center justify-between gap-2">
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      role="switch"
                      aria-label={`${ad.title} aktif`}
                      className="h-4 w-4 accent-amber-400"
                      checked={ad.is_active}
                      disabled={toggling && originalArgs?.id === ad.id}
                      onChange={() => void toggle(ad)}
                    />
                    {ad.is_active ? 'Aktif' : 'Pasif'}
                  </label>
                  <div className="flex gap-2">
                    <Link to={`/admin/splash-ads/edit/${ad.id}`} className={smallButton}>
                      Düzenle
                    </Link>
                    <button type="button" className={`${smallButton} text-red-300`} onClick={() => deletion.ask(ad)}>
                      Sil
                    </button>
                  </div>
                </div>
              </div>
            </article>
          ))}
        </div>
      </DataState>
      {data && <Pagination page={data} onPage={(page) => change({ page })} />}
      {deletion.dialog}
    </div>
  );
}
