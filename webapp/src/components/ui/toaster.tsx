// The toast stack: polite announcements for success, assertive ones for errors. Each closes
// itself after the spec's time for its kind (success 2 s, error 4 s; other notes 4 s) or with
// its close button; a progress toast stays until it is replaced or closed.
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useTransitionSelector } from '@/lib/transition-selector';
import { dismissToast, selectToasts, type Toast, type ToastKind } from '@/stores/toasts-slice';

/** How long each kind stays on screen, in ms; null: until replaced. */
export const TOAST_MS: Record<ToastKind, number | null> = { success: 2000, error: 4000, info: 4000, loading: null };

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useDispatch();
  const duration = TOAST_MS[toast.kind];
  // A replaced toast keeps its id; its new kind and message start its own time.
  useEffect(() => {
    if (duration === null) return;
    const timer = window.setTimeout(() => dispatch(dismissToast(toast.id)), duration);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.id, toast.message, duration]);

  const tone =
    toast.kind === 'success'
      ? 'border-emerald-400/60 bg-emerald-950 text-emerald-50'
      : toast.kind === 'error'
        ? 'border-red-400/60 bg-red-950 text-red-50'
        : 'border-slate-500 bg-slate-900 text-slate-50';
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${tone}`}
    >
      {toast.kind === 'loading' && <span aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-slate-600 border-t-amber-400" />}
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        onClick={() => dispatch(dismissToast(toast.id))}
        className="rounded px-1 leading-none opacity-80 hover:opacity-100"
        aria-label="Bildirimi kapat"
      >
        ×
      </button>
    </div>
  );
}

export function Toaster() {
  const toasts = useTransitionSelector(selectToasts);
  return (
    <div
      className="pointer-events-none fixed inset-x-4 bottom-4 z-[70] flex max-h-[calc(100vh-2rem)] flex-col justify-end gap-2 overflow-hidden sm:left-auto sm:w-96"
      data-testid="toaster"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
