// The toast stack: polite announcements for success, assertive ones for errors; each closes
// itself after a few seconds or with its close button.
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { dismissToast, selectToasts, type Toast } from '@/stores/toasts-slice';

const TOAST_MS = 4000;

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useDispatch();
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(dismissToast(toast.id)), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.id]);

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
  const toasts = useSelector(selectToasts);
  return (
    <div
      className="pointer-events-none fixed inset-x-4 bottom-4 z-[70] flex flex-col gap-2 sm:left-auto sm:w-96"
      data-testid="toaster"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
