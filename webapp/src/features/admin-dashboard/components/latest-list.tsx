// One of the dashboard's 'latest' lists: skeleton rows while loading, the empty text, or the
// rows.
import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

export function LatestList({ title, loading, empty, children, count }: { title: string; loading: boolean; empty: string; count: number; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-800 bg-slate-900 p-5">
      <h2 className="mb-3 font-semibold text-white">{title}</h2>
      {loading ? (
        <div className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : count === 0 ? (
        <p className="text-sm text-slate-400">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-800">{children}</ul>
      )}
    </section>
  );
}
