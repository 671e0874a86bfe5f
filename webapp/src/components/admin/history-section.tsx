// 'Geçmiş' under an edit screen: closed until the editor opens it, and only then is the panel's
// chunk (the version list and the word-difference library) loaded and the history asked for,
// so neither the public entry bundle nor an edit screen that never opens it pays for it.
import { lazy, Suspense, useId, useState } from 'react';
import type { EntityType } from '@/lib/history-api';
import { smallButton } from './buttons';

const HistoryPanel = lazy(() => import('./history-panel').then((module) => ({ default: module.HistoryPanel })));

export function HistorySection({ type, id, title = 'Geçmiş' }: { type: EntityType; id: string | undefined; title?: string }) {
  const heading = useId();
  const [open, setOpen] = useState(false);
  if (!id) return null;
  return (
    <section aria-labelledby={heading} className="mt-6 rounded-xl border border-slate-800 bg-slate-900 p-5" data-testid="history-section">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={heading} className="text-lg font-semibold text-white">
          {title}
        </h2>
        <button type="button" className={smallButton} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Geçmişi gizle' : 'Geçmişi göster'}
        </button>
      </div>
      {open && (
        <div className="mt-3">
          <Suspense fallback={<p className="text-sm text-slate-400">Yükleniyor...</p>}>
            <HistoryPanel type={type} id={id} />
          </Suspense>
        </div>
      )}
    </section>
  );
}

/** The whole panel, open, for the history page the activity log links to. */
export function HistoryPanelLazy({ type, id }: { type: EntityType; id: string }) {
  return (
    <Suspense fallback={<p className="text-sm text-slate-400">Yükleniyor...</p>}>
      <HistoryPanel type={type} id={id} standalone />
    </Suspense>
  );
}
