// A dashboard figure: its total and the change against the previous month, or a skeleton while
// it loads.
import { TrendLine } from '@/components/admin/trend-line';
import type { StatFigure } from '../api/dashboard-api';
import { changeText } from '../utils/relative-time';
import { Skeleton } from './skeleton';

interface StatCardProps {
  title: string;
  figure?: StatFigure;
  loading: boolean;
  /** The last 30 days, one figure per day, drawn under the total. */
  trend?: { values: number[]; label: string };
}

export function StatCard({ title, figure, loading, trend }: StatCardProps) {
  return (
    <div className="rounded-xl border border-slate-800 bg-slate-900 p-5" data-testid="stat-card">
      <p className="text-sm text-slate-400">{title}</p>
      {loading || !figure ? (
        <>
          <Skeleton className="mt-3 h-8 w-20" />
          <Skeleton className="mt-2 h-4 w-32" />
        </>
      ) : (
        <>
          <p className="mt-2 text-3xl font-bold text-white">{figure.total.toLocaleString('tr-TR')}</p>
          <p className="mt-1 text-xs text-slate-400">
            <span className={figure.change_percent !== null && figure.change_percent < 0 ? 'text-red-400' : 'text-emerald-400'}>
              {changeText(figure.change_percent)}
            </span>{' '}
            {figure.change_percent !== null && 'geçen aya göre'}
          </p>
          {trend && <TrendLine values={trend.values} label={trend.label} className="mt-3 h-10 w-full" />}
        </>
      )}
    </div>
  );
}
