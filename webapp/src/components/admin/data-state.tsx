// Loading, error and empty states of an admin list or form, one look everywhere. A load error is
// shown the spec's way, as an error toast with the screen's own text (once each time the load
// fails: a retry that fails again shows it again); the place of the list or form keeps the text
// and a 'Tekrar dene' button, so the screen says why it is empty after the toast has gone.
import { useEffect, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { showToast } from '@/stores/toasts-slice';
import { secondaryButton } from './buttons';

interface DataStateProps {
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  isEmpty?: boolean;
  empty?: ReactNode;
  children: ReactNode;
}

export function DataState({ isLoading, error, onRetry, isEmpty = false, empty, children }: DataStateProps) {
  const dispatch = useDispatch();
  const failed = !isLoading && error ? error : null;
  useEffect(() => {
    if (failed) dispatch(showToast('error', failed));
  }, [failed, dispatch]);

  if (isLoading)
    return (
      <div role="status" aria-label="Yükleniyor" className="flex justify-center py-12">
        <span className="h-8 w-8 animate-spin rounded-full border-4 border-slate-700 border-t-amber-400" />
      </div>
    );
  if (failed)
    return (
      <div className="rounded-xl border border-red-500/40 bg-red-950/40 p-6 text-center text-red-100" data-testid="load-error">
        <p>{failed}</p>
        <button type="button" className={`${secondaryButton} mt-4`} onClick={onRetry}>
          Tekrar dene
        </button>
      </div>
    );
  if (isEmpty) return <div className="rounded-xl border border-dashed border-slate-700 p-10 text-center text-slate-400">{empty}</div>;
  return <>{children}</>;
}
