// 'Son 30 Gün Tıklamalar': an edit screen's panel with the clicks its promotion or casino got
// through the outbound links, per day for the last 30 days, as a line and as a table. The line is
// plain SVG, so an edit screen does not load the chart library of 'İstatistikler'.
import { useGetStatsQuery } from '@/lib/stats-api';
import { TrendLine } from './trend-line';

export function ClicksPanel({ kind, id }: { kind: 'promotion' | 'casino'; id: string | undefined }) {
  const { data, isLoading, error } = useGetStatsQuery(
    kind === 'promotion' ? { days: 30, promotions: id ? [id] : [] } : { days: 30, casinos: id ? [id] : [] },
    { skip: !id },
  );
  if (!id) return null;
  const entity = data ? (kind === 'promotion' ? data.promotions : data.casinos).find((e) => e.id === id) : undefined;
  const series = entity?.series ?? [];
  const days = data?.days.map((d, i) => ({ day: d.day, clicks: series[i] ?? 0 })) ?? [];
  return (
    <section aria-labelledby="clicks-panel" className="mt-6 rounded-xl border border-slate-800 bg-slate-900 p-5" data-testid="clicks-panel">
      <h2 id="clicks-panel" className="text-lg font-semibold text-white">
        Son 30 Gün Tıklamalar
      </h2>
      {isLoading && <p className="mt-2 text-sm text-slate-400">Yükleniyor...</p>}
      {error && <p className="mt-2 text-sm text-red-400">Tıklamalar yüklenemedi.</p>}
      {data && (
        <>
          <p className="mt-2 text-sm text-slate-300" data-testid="clicks-panel-total">
            Toplam {(entity?.clicks ?? 0).toLocaleString('tr-TR')} tıklama
          </p>
          <TrendLine values={days.map((d) => d.clicks)} label="Son 30 günün günlük tıklamaları" className="mt-3 h-24 w-full" />
          <details className="mt-2 text-sm text-slate-300">
            <summary className="cursor-pointer text-slate-400">Tablo olarak göster</summary>
            <table className="mt-2 w-full text-left">
              <thead className="text-slate-400">
                <tr>
                  <th className="px-2 py-1">Gün</th>
                  <th className="px-2 py-1">Tıklama</th>
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.day}>
                    <td className="px-2 py-1">{d.day}</td>
                    <td className="px-2 py-1">{d.clicks}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
