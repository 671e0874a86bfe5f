// /admin/promotions: every promotion; expired rows in red with 'Süresi Dolmuş' and no toggle,
// activate/deactivate for the others, edit, and a confirmed delete.
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { primaryButton, smallButton } from '@/components/admin/buttons';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataState } from '@/components/admin/data-state';
import { AdminPageHeader } from '@/components/admin/page-header';
import { formatDate } from '@/lib/format-date';
import { showToast } from '@/stores/toasts-slice';
import { useDeletePromotionMutation, useListAdminPromotionsQuery, useSetPromotionActiveMutation } from '../api/promotions-admin-api';
import type { AdminPromotion } from '../types/promotion';

const STATUS_TONE = {
  active: 'bg-emerald-500/15 text-emerald-300',
  inactive: 'bg-slate-600/30 text-slate-300',
  expired: 'bg-red-500/20 text-red-300',
} as const;

export function PromotionListPage() {
  const dispatch = useDispatch();
  const { data = [], isLoading, error, refetch } = useListAdminPromotionsQuery();
  const [setActive, { isLoading: toggling, originalArgs }] = useSetPromotionActiveMutation();
  const [remove, { isLoading: deleting }] = useDeletePromotionMutation();
  const [target, setTarget] = useState<AdminPromotion | null>(null);

  async function toggle(p: AdminPromotion) {
    try {
      await setActive({ id: p.id, active: !p.is_active }).unwrap();
      dispatch(showToast('success', p.is_active ? 'Promosyon pasifleştirildi' : 'Promosyon aktifleştirildi'));
    } catch {
      dispatch(showToast('error', 'Promosyon güncellenirken bir hata oluştu'));
    }
  }

  async function confirmDelete() {
    if (!target) return;
    try {
      await remove(target.id).unwrap();
      dispatch(showToast('success', 'Promosyon silindi'));
    } catch {
      dispatch(showToast('error', 'Promosyon silinirken bir hata oluştu'));
    }
    setTarget(null);
  }

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
      <DataState isLoading={isLoading} error={error ? 'Promosyonlar yüklenirken bir hata oluştu' : null} onRetry={refetch} isEmpty={data.length === 0} empty="Henüz promosyon yok">
        <div className="overflow-x-auto rounded-xl border border-slate-800">
          <table className="w-full min-w-[900px] text-left text-sm">
            <thead className="bg-slate-900 text-slate-400">
              <tr>
                <th className="px-4 py-3">Başlık</th>
                <th className="px-4 py-3">Casino</th>
                <th className="px-4 py-3">Kategori</th>
                <th className="px-4 py-3">Promosyon Kodu</th>
                <th className="px-4 py-3">Durum</th>
                <th className="px-4 py-3">Bitiş Tarihi</th>
                <th className="px-4 py-3 text-right">İşlemler</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-800">
              {data.map((p) => (
                <tr key={p.id} data-status={p.status} className={p.status === 'expired' ? 'bg-red-950/50' : 'bg-slate-950'}>
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
                    <div className="flex justify-end gap-2">
                      {p.status !== 'expired' && (
                        <button type="button" className={smallButton} disabled={toggling && originalArgs?.id === p.id} onClick={() => void toggle(p)}>
                          {p.is_active ? 'Pasifleştir' : 'Aktifleştir'}
                        </button>
                      )}
                      <Link to={`/admin/promotions/edit/${p.id}`} className={smallButton}>
                        Düzenle
                      </Link>
                      <button type="button" className={`${smallButton} text-red-300`} onClick={() => setTarget(p)}>
                        Sil
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DataState>
      <ConfirmDialog
        open={!!target}
        title="Promosyonu sil"
        message={`"${target?.title ?? ''}" silinsin mi? Bu işlem geri alınamaz.`}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setTarget(null)}
      />
    </div>
  );
}
