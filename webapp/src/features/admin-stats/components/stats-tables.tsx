// The readable tables of the statistics screen: each chart's figures, and the ranked entities
// with a sparkline each.
import type { ReactNode } from 'react';
import type { StatsEntity } from '@/lib/stats-api';
import { percent } from '../utils/csv';
import { Sparkline } from './charts';

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = `stats-${title.toLocaleLowerCase('tr-TR').replace(/[^a-z0-9ığüşöç]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-800 bg-slate-900 p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-white">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function SimpleTable({ caption, header, rows }: { caption: string; header: string[]; rows: (string | number)[][] }) {
  return (
    <div className="max-h-72 overflow-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-400">
          <tr>
            {header.map((h) => (
              <th key={h} className="px-2 py-1.5">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800 text-slate-200">
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (
                <td key={j} className="px-2 py-1.5">
                  {typeof c === 'number' ? c.toLocaleString('tr-TR') : c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface EntityTableProps {
  caption: string;
  kind: 'promotion' | 'casino';
  entities: StatsEntity[];
  selected?: string[];
  onToggle?: (id: string) => void;
}

export function entityName(e: StatsEntity): string {
  return e.title ?? e.name ?? 'Silinmiş kayıt';
}

export function EntityTable({ caption, kind, entities, selected, onToggle }: EntityTableProps) {
  if (entities.length === 0) return <p className="text-sm text-slate-400">Bu aralıkta tıklama yok.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={`stats-${kind}-table`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-400">
          <tr>
            <th className="px-2 py-1.5">{kind === 'promotion' ? 'Promosyon' : 'Casino'}</th>
            {kind === 'promotion' && <th className="px-2 py-1.5">Casino</th>}
            <th className="px-2 py-1.5">Tıklama</th>
            <th className="px-2 py-1.5">Detay Görüntülenme</th>
            <th className="px-2 py-1.5">Tıklama Oranı</th>
            <th className="px-2 py-1.5">Eğilim</th>
            {onToggle && <th className="px-2 py-1.5">Karşılaştır</th>}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800 text-slate-200">
          {entities.map((e) => (
            <tr key={e.id}>
              <td className="px-2 py-1.5">
                <a className="hover:text-amber-300" href={`/admin/${kind === 'promotion' ? 'promotions' : 'casinos'}/edit/${e.id}`}>
                  {entityName(e)}
                </a>
              </td>
              {kind === 'promotion' && <td className="px-2 py-1.5">{e.casino_name ?? '—'}</td>}
              <td className="px-2 py-1.5">{e.clicks.toLocaleString('tr-TR')}</td>
              <td className="px-2 py-1.5">{e.detail_views.toLocaleString('tr-TR')}</td>
              <td className="px-2 py-1.5">{percent(e.ctr)}</td>
              <td className="px-2 py-1.5">
                <Sparkline series={e.series} label={`${entityName(e)}: günlük tıklamalar ${e.series.join(', ')}`} />
              </td>
              {onToggle && (
                <td className="px-2 py-1.5">
                  <input
                    type="checkbox"
                    aria-label={`${entityName(e)} karşılaştır`}
                    checked={selected?.includes(e.id) ?? false}
                    disabled={!selected?.includes(e.id) && (selected?.length ?? 0) >= 5}
                    onChange={() => onToggle(e.id)}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
