// The three states every list shares: loading, error ('Bir hata oluştu: ...' with 'Tekrar dene')
// and empty. Children render only when there is data to show.
import type { ReactNode } from 'react';
import { Spinner } from './spinner';

interface QueryStateProps {
  isLoading: boolean;
  /** The message to show after 'Bir hata oluştu: ', or null when the call succeeded. */
  errorMessage: string | null;
  onRetry: () => void;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-500/40 bg-red-950/40 p-6 text-center">
      <p className="text-red-100">Bir hata oluştu: {message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 rounded-lg bg-red-500 px-4 py-2 text-sm font-semibold text-white hover:bg-red-400"
      >
        Tekrar dene
      </button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-slate-800 bg-slate-900/60 p-8 text-center text-slate-300">{children}</div>;
}

export function QueryState({ isLoading, errorMessage, onRetry, isEmpty, empty, children }: QueryStateProps) {
  if (isLoading) return <Spinner />;
  if (errorMessage !== null) return <ErrorState message={errorMessage} onRetry={onRetry} />;
  if (isEmpty) return <EmptyState>{empty}</EmptyState>;
  return <>{children}</>;
}
