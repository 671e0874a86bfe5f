// /admin/casinos: every casino with logo, URL, description and date; edit and a confirmed delete.
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { primaryButton, smallButton } from '@/components/admin/buttons';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataState } from '@/components/admin/data-state';
import { AdminPageHeader } from '@/components/admin/page-header';
import { formatDate } from '@/lib/format-date';
import { stripTags } from '@/lib/html-text';
import { showToast } from '@/stores/toasts-slice';
import { useDeleteCasinoMutation, useListAdminCasinosQuery } from '../api/casinos-admin-api';
import type { AdminCasino } from '../types/casino';

export function CasinoListPage() {
  const dispatch = useDispatch();
  const { data = [], isLoading, error, refetch } = useListAdminCasinosQuery();
  const [remove, { isLoading: deleting }] = useDeleteCasinoMutation();
  const [target, setTarget] = useState<AdminCasino | null>(null);

  async function confirmDelete() {
    if (!target) return;
    try {
      await remove(target.id).unwrap();
      dispatch(showToast('success', 'Casino sitesi silindi'));
    } catch {
      dispatch(showToast('error', 'Casino sitesi silinirken bir hata oluştu'));
    }
    setTarget(null);
  }

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
      <DataState
        isLoading={isLoading}
        error={error ? 'Casino siteleri yüklenirken bir hata oluştu' : null}
        onRetry={refetch}
        isEmpty={data.length === 0}
        empty="Henüz casino sitesi yok"
      >
        <div className="overflow-x-auto rounded-xl border border-slate-800">
          <table className="w-full min-w-[760px] text-left text-sm">
            <thead className="bg-slate-900 text-slate-400">
              <tr>
                <th className="px-4 py-3">Site</th>
                <th className="px-4 py-3">URL</th>
                <th className="px-4 py-3">Açıklama</th>
                <th className="px-4 py-3">Eklenme Tarihi</th>
                <th className="px-4 py-3 text-right">İşlemler</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-800">
              {data.map((c) => (
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
                    <div className="flex justify-end gap-2">
                      <Link to={`/admin/casinos/edit/${c.id}`} className={smallButton}>
                        Düzenle
                      </Link>
                      <button type="button" className={`${smallButton} text-red-300`} onClick={() => setTarget(c)}>
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
        title="Casino sitesini sil"
        message={`"${target?.name ?? ''}" silinsin mi? Bu işlem geri alınamaz.`}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setTarget(null)}
      />
    </div>
  );
}
