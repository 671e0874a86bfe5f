// Loading, error and empty states of an admin list or form, one look everywhere.
import type { ReactNode } from 'react';
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
  if (isLoading)
    return (
      <div role="status" aria-label="Yükleniyor" className="flex justify-center py-12">
        <span className="h-8 w-8 animate-spin rounded-full border-4 border-slate-700 border-t-amber-400" />
      </div>
    );
  if (error)
    return (
      <div role="alert" className="rounded-xl border border-red-500/40 bg-red-950/40 p-6 text-center text-red-100">
        <p>{error}</p>
        <button type="button" className={`${secondaryButton} mt-4`} onClick={onRetry}>
          Tekrar dene
        </button>
      </div>
    );
  if (isEmpty) return <div className="rounded-xl border border-dashed border-slate-700 p-10 text-center text-slate-400">{empty}</div>;
  return <>{children}</>;
}
