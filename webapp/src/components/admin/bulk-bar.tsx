// Bulk actions above a paged list: the rows ticked on the page, or every row the filter matches;
// one confirmation naming the count; the progress while the worker goes through the rows; then
// what was done and what was refused, with the reasons.
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { invalidateAfterBulk, useBulkActionQuery, useStartBulkActionMutation, type StartBulkAction } from '@/lib/bulk-actions-api';
import { ConfirmDialog } from './confirm-dialog';
import { smallButton } from './buttons';

/** The rows ticked on a list's page. */
export function useRowSelection() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { selected, toggle, set: (ids: string[]) => setSelected(new Set(ids)), clear: () => setSelected(new Set()) };
}

interface BulkBarProps {
  list: StartBulkAction['list'];
  tags: StartBulkAction['tags'];
  /** Action → its label ('Pasifleştir'). */
  actions: Record<string, string>;
  /** The list's query parameters (its filter). */
  params: Record<string, string | number>;
  selected: Set<string>;
  /** How many rows the filter matches. */
  matching: number;
  pageIds: string[];
  onSelectPage: (ids: string[]) => void;
  onClear: () => void;
}

const fmt = (n: number) => n.toLocaleString('tr-TR');

export function BulkBar({ list, tags, actions, params, selected, matching, pageIds, onSelectPage, onClear }: BulkBarProps) {
  const dispatch = useDispatch();
  const [asked, setAsked] = useState<{ action: string; all: boolean } | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const [start, { isLoading: starting, error: startError }] = useStartBulkActionMutation();
  const progress = useBulkActionQuery(running ?? '', { skip: !running, pollingInterval: 500 });
  const state = running ? progress.data : undefined;
  const finished = !!state?.finished;
  useEffect(() => {
    if (finished) {
      dispatch(invalidateAfterBulk(tags));
      onClear();
    }
  }, [finished]);

  const count = asked ? (asked.all ? matching : selected.size) : 0;
  async function confirm() {
    if (!asked) return;
    const started = await start({ list, action: asked.action, ids: asked.all ? undefined : [...selected], params, tags })
      .unwrap()
      .catch(() => null);
    setAsked(null);
    if (started) setRunning(started.id);
  }

  return (
    <div className="mb-3 space-y-2 rounded-lg border border-slate-800 bg-slate-900/60 p-3 text-sm" data-testid="bulk-bar">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-slate-300">{selected.size > 0 ? `${fmt(selected.size)} kayıt seçildi` : 'Toplu işlem için satır seçin'}</span>
        <button type="button" className={smallButton} onClick={() => onSelectPage(pageIds)} disabled={pageIds.length === 0}>
          Sayfadakileri seç
        </button>
        {selected.size > 0 && (
          <button type="button" className={smallButton} onClick={onClear}>
            Seçimi temizle
          </button>
        )}
        <span className="mx-1 h-4 w-px bg-slate-700" aria-hidden />
        {Object.entries(actions).map(([action, label]) => (
          <span key={action} className="flex gap-1">
            <button type="button" className={smallButton} disabled={selected.size === 0 || !!running && !finished} onClick={() => setAsked({ action, all: false })}>
              Seçilenleri {label.toLocaleLowerCase('tr-TR')}
            </button>
            <button type="button" className={smallButton} disabled={matching === 0 || !!running && !finished} onClick={() => setAsked({ action, all: true })}>
              Filtreye uyan {fmt(matching)} kaydı {label.toLocaleLowerCase('tr-TR')}
            </button>
          </span>
        ))}
      </div>
      {startError && <p role="alert" className="text-red-300">Toplu işlem başlatılamadı: {errorText(startError)}</p>}
      {state && (
        <div role="status" aria-live="polite" className="space-y-1">
          <progress className="h-2 w-full" max={state.total} value={state.done + state.refused_count} />
          <p>
            {state.finished ? 'Toplu işlem tamamlandı' : 'Toplu işlem sürüyor'}: {fmt(state.done)} kayıt işlendi, {fmt(state.refused_count)} kayıt reddedildi (toplam {fmt(state.total)})
          </p>
          {state.refused.length > 0 && (
            <ul className="max-h-32 list-disc overflow-auto pl-5 text-xs text-red-300">
              {state.refused.slice(0, 50).map((r) => (
                <li key={r.id}>
                  {r.id}: {r.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ConfirmDialog
        open={!!asked}
        title="Toplu işlem"
        message={asked ? `${fmt(count)} kayıt ${actions[asked.action].toLocaleLowerCase('tr-TR')} işlemine alınacak. Onaylıyor musunuz?` : ''}
        confirmLabel="Onayla"
        busyLabel="Başlatılıyor..."
        busy={starting}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(null)}
      />
    </div>
  );
}

function errorText(error: unknown): string {
  const data = (error as { data?: { error?: { message?: string } } }).data;
  return data?.error?.message ?? 'Bilinmeyen hata';
}
