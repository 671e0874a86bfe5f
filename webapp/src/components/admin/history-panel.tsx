// The body of 'Geçmiş': an entity's versions from the event log, newest first and paged, each
// with its time, who made it, how (a batch, the publisher, a restore) and its field changes;
// 'Geri Yükle' on an earlier version asks first, listing what the restore would change, then
// sends the restore command. Loaded as its own chunk (with the word-difference library) when an
// editor opens the panel; see history-section.tsx.
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { primaryButton, secondaryButton, smallButton } from './buttons';
import { ChangeList } from './change-list';
import { DataState } from './data-state';
import { Dialog } from './dialog';
import { Pagination } from './list-controls';
import { formatDateTime } from '@/lib/format-date';
import {
  restoreFailure,
  useGetHistoryQuery,
  useGetHistoryVersionQuery,
  useRestoreVersionMutation,
  type EntityType,
  type Version,
} from '@/lib/history-api';
import { actionLabel, entityEditPath, entityTypeLabel } from '@/lib/history-labels';
import { showToast } from '@/stores/toasts-slice';

const VIA_LABELS = { bulk: 'Toplu işlem', ai_batch: 'Yapay zekâ toplu yazımı', publisher: 'Günlük yayıncı' } as const;

/** The badges of a version made some other way than a plain save. */
export function versionBadges(v: Pick<Version, 'via' | 'restored_from'>): string[] {
  if (v.via === 'restore') return [v.restored_from ? `${v.restored_from}. sürümden geri yüklendi` : 'Geri yüklendi'];
  if (v.via) return [VIA_LABELS[v.via]];
  return [];
}

const RESTORE_SIDES = ['Şimdiki', 'Geri yüklenince'] as const;

function RestoreDialog({ type, id, version, onClose }: { type: EntityType; id: string; version: number; onClose: () => void }) {
  const dispatch = useDispatch();
  const detail = useGetHistoryVersionQuery({ type, id, version }, { refetchOnMountOrArgChange: true });
  const [restore, { isLoading: busy }] = useRestoreVersionMutation();
  const changes = detail.data?.changes_to_restore ?? [];

  async function confirm() {
    try {
      await restore({ type, id, version }).unwrap();
      dispatch(showToast('success', `${version}. sürüm geri yüklendi`));
    } catch (error) {
      dispatch(showToast('error', restoreFailure(error, 'Geri yükleme sırasında bir hata oluştu')));
    } finally {
      onClose();
    }
  }

  return (
    <Dialog
      open
      wide
      title={`${version}. sürüm geri yüklensin mi?`}
      onClose={onClose}
      locked={busy}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onClose} disabled={busy}>
            İptal
          </button>
          <button type="button" className={primaryButton} onClick={() => void confirm()} disabled={busy || !detail.data || changes.length === 0}>
            {busy ? 'Geri yükleniyor...' : 'Geri Yükle'}
          </button>
        </>
      }
    >
      <DataState isLoading={detail.isLoading} error={detail.error ? 'Sürüm yüklenirken bir hata oluştu' : null} onRetry={detail.refetch}>
        {changes.length === 0 ? (
          <p className="text-sm text-slate-300">Bu sürüm şimdiki hâliyle aynı; geri yüklenecek bir değişiklik yok.</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-300">Geri yükleme şu alanları değiştirir (yeni bir değişiklik olarak geçmişe eklenir):</p>
            <ChangeList changes={changes} sides={RESTORE_SIDES} />
          </>
        )}
      </DataState>
    </Dialog>
  );
}

function VersionItem({ v, canRestore, onRestore }: { v: Version; canRestore: boolean; onRestore: () => void }) {
  return (
    <li className="py-4" data-testid="history-version" data-version={v.version}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded bg-slate-800 px-2 py-0.5 text-xs font-semibold text-slate-200">{v.version}. sürüm</span>
            <span className="font-semibold text-white">{actionLabel(v.action)}</span>
            {versionBadges(v).map((b) => (
              <span key={b} className="rounded-full border border-amber-400/40 bg-amber-400/10 px-2 py-0.5 text-xs text-amber-200" data-testid="version-badge">
                {b}
              </span>
            ))}
          </p>
          <p className="mt-1 text-xs text-slate-400">
            <time dateTime={v.at}>{formatDateTime(v.at)}</time> · <span data-testid="version-actor">{v.actor.label}</span>
          </p>
        </div>
        {canRestore && (
          <button type="button" className={smallButton} onClick={onRestore} aria-label={`${v.version}. sürümü geri yükle`}>
            Geri Yükle
          </button>
        )}
      </div>
      {v.changes.length > 0 && (
        <div className="mt-2">
          <ChangeList changes={v.changes} />
        </div>
      )}
    </li>
  );
}

export function HistoryPanel({ type, id, standalone = false }: { type: EntityType; id: string; standalone?: boolean }) {
  const [page, setPage] = useState(1);
  const [restoring, setRestoring] = useState<number | null>(null);
  const history = useGetHistoryQuery({ type, id, page }, { refetchOnMountOrArgChange: true });
  const data = history.data;
  const deleted = !!data?.entity.deleted;
  const editPath = entityEditPath(type, id);

  return (
    <div data-testid="history-panel">
      {standalone && data && (
        <div className="mb-4 flex flex-wrap items-center gap-3 text-sm">
          <span className="text-slate-400">{entityTypeLabel(type)}:</span>
          <span className="font-semibold text-white">{data.entity.label}</span>
          {!deleted && editPath && (
            <Link to={editPath} className="text-amber-300 hover:underline">
              Düzenleme ekranına git
            </Link>
          )}
        </div>
      )}
      {deleted && (
        <p className="mb-3 rounded-lg border border-amber-400/40 bg-amber-400/10 p-3 text-sm text-amber-100">
          Bu kayıt silinmiş. Geri getirmek için{' '}
          <Link to="/admin/bin" className="font-semibold underline">
            Çöp Kutusu
          </Link>
          'nu kullanın.
        </p>
      )}
      <DataState
        isLoading={history.isLoading}
        error={history.error ? 'Geçmiş yüklenirken bir hata oluştu' : null}
        onRetry={history.refetch}
        isEmpty={!data || data.items.length === 0}
        empty="Henüz kayıtlı bir değişiklik yok"
      >
        <ol className={`divide-y divide-slate-800 ${history.isFetching ? 'opacity-60' : ''}`} aria-label="Sürümler">
          {data?.items.map((v, i) => (
            <VersionItem key={v.event_id} v={v} canRestore={!deleted && !(data.page === 1 && i === 0) && v.action !== 'deleted'} onRestore={() => setRestoring(v.version)} />
          ))}
        </ol>
      </DataState>
      {data && data.total > data.page_size && <Pagination page={data} onPage={setPage} />}
      {restoring !== null && <RestoreDialog type={type} id={id} version={restoring} onClose={() => setRestoring(null)} />}
    </div>
  );
}
