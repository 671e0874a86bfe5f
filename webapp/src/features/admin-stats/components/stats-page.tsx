// /admin/stats 'İstatistikler': which promotions and casinos visitors go to through the outbound
// links, from which pages and devices, over 7, 30, 90 days or a chosen range; every chart has its
// table beside it, and 'CSV İndir' exports exactly the tables shown.
import { useMemo, useState } from 'react';
import { secondaryButton, smallButton, inputClass } from '@/components/admin/buttons';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useGetStatsQuery, type Stats, type StatsQuery } from '@/lib/stats-api';
import { type CsvTable, percent, toCsv } from '../utils/csv';
import { BarsChart, CompareChart, DailyChart } from './charts';
import { EntityTable, Section, SimpleTable, entityName } from './stats-tables';

const DEVICE_LABEL = { phone: 'Telefon', tablet: 'Tablet', desktop: 'Masaüstü' } as const;
const RANGES = [7, 30, 90] as const;

function byIds(stats: Stats, kind: 'promotions' | 'casinos', ids: string[]) {
  const list = stats[kind];
  return ids.map((id) => list.find((e) => e.id === id)).filter((e) => e !== undefined);
}

export function csvTables(stats: Stats, order: 'by_clicks' | 'by_ctr'): CsvTable[] {
  const entityRows = (kind: 'promotions' | 'casinos') =>
    byIds(stats, kind, (kind === 'promotions' ? stats.top_promotion_ids : stats.top_casino_ids)[order]).map((e) => [
      entityName(e),
      e.clicks,
      e.detail_views,
      percent(e.ctr),
    ]);
  return [
    { title: 'Günlük', header: ['Gün', 'Tıklama', 'Tekil Ziyaretçi', 'Blog Görüntülenme'], rows: stats.days.map((d) => [d.day, d.clicks, d.visitors, d.blog_views]) },
    { title: 'En Çok Tıklanan Promosyonlar', header: ['Promosyon', 'Tıklama', 'Detay Görüntülenme', 'Tıklama Oranı'], rows: entityRows('promotions') },
    { title: 'En Çok Tıklanan Casinolar', header: ['Casino', 'Tıklama', 'Detay Görüntülenme', 'Tıklama Oranı'], rows: entityRows('casinos') },
    { title: 'Yönlendiren Sayfalar', header: ['Sayfa', 'Tıklama'], rows: stats.referrers.map((r) => [r.path || '(bilinmiyor)', r.clicks]) },
    { title: 'Cihaz Dağılımı', header: ['Cihaz', 'Tıklama'], rows: stats.devices.map((d) => [DEVICE_LABEL[d.device], d.clicks]) },
  ];
}

function download(csv: string, name: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

export function StatsPage() {
  const [days, setDays] = useState<7 | 30 | 90 | 'custom'>(30);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [order, setOrder] = useState<'by_clicks' | 'by_ctr'>('by_clicks');
  const [compared, setCompared] = useState<string[]>([]);
  const query: StatsQuery = days === 'custom' && from && to ? { from, to, promotions: compared } : { days: days === 'custom' ? 30 : days, promotions: compared };
  const { data: stats, isLoading, isFetching, error } = useGetStatsQuery(query);
  const tables = useMemo(() => (stats ? csvTables(stats, order) : []), [stats, order]);
  const toggle = (id: string) => setCompared((c) => (c.includes(id) ? c.filter((x) => x !== id) : c.length >= 5 ? c : [...c, id]));

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="İstatistikler"
        actions={
          <button type="button" className={secondaryButton} disabled={!stats} onClick={() => stats && download(toCsv(tables), `istatistikler-${stats.from}-${stats.to}.csv`)}>
            CSV İndir
          </button>
        }
      />
      <div className="flex flex-wrap items-end gap-2" role="group" aria-label="Tarih aralığı">
        {RANGES.map((n) => (
          <button key={n} type="button" className={smallButton} aria-pressed={days === n} onClick={() => setDays(n)}>
            Son {n} gün
          </button>
        ))}
        <button type="button" className={smallButton} aria-pressed={days === 'custom'} onClick={() => setDays('custom')}>
          Özel aralık
        </button>
        {days === 'custom' && (
          <>
            <label className="text-xs text-slate-400">
              Başlangıç
              <input type="date" className={inputClass} value={from} onChange={(e) => setFrom(e.target.value)} />
            </label>
            <label className="text-xs text-slate-400">
              Bitiş
              <input type="date" className={inputClass} value={to} onChange={(e) => setTo(e.target.value)} />
            </label>
          </>
        )}
        {isFetching && <span className="text-xs text-slate-400">Yükleniyor...</span>}
      </div>
      {error && <p className="text-sm text-red-400">İstatistikler yüklenemedi.</p>}
      {isLoading && <p className="text-sm text-slate-400">Yükleniyor...</p>}
      {stats && (
        <>
          <p className="text-sm text-slate-300" data-testid="stats-totals">
            {stats.from} – {stats.to}: {stats.totals.clicks.toLocaleString('tr-TR')} tıklama, {stats.totals.visitors.toLocaleString('tr-TR')} tekil ziyaretçi,{' '}
            {stats.totals.blog_views.toLocaleString('tr-TR')} blog görüntülenme
          </p>
          {stats.stalled.length > 0 && (
            <Section title="Tıklaması Duran Bağlantılar">
              <p className="mb-2 text-sm text-amber-300">Son 7 günde sayfası görüntülendiği halde hiç tıklanmayanlar (önceki haftalarda tıklanıyordu):</p>
              <SimpleTable
                caption="Tıklaması duran bağlantılar"
                header={['Tür', 'Ad', 'Son 7 gün görüntülenme']}
                rows={stats.stalled.map((s) => [s.kind === 'promotion' ? 'Promosyon' : 'Casino', s.name || 'Silinmiş kayıt', s.views_last_week])}
              />
            </Section>
          )}
          <Section title="Günlük Tıklamalar">
            <div className="grid gap-4 xl:grid-cols-2">
              <DailyChart days={stats.days} />
              <SimpleTable caption={tables[0].title} header={tables[0].header} rows={tables[0].rows as (string | number)[][]} />
            </div>
          </Section>
          <div className="flex gap-2" role="group" aria-label="Sıralama">
            <button type="button" className={smallButton} aria-pressed={order === 'by_clicks'} onClick={() => setOrder('by_clicks')}>
              Tıklamaya göre
            </button>
            <button type="button" className={smallButton} aria-pressed={order === 'by_ctr'} onClick={() => setOrder('by_ctr')}>
              Tıklama oranına göre
            </button>
          </div>
          <Section title="En Çok Tıklanan Promosyonlar">
            <EntityTable caption="Promosyonlar" kind="promotion" entities={byIds(stats, 'promotions', stats.top_promotion_ids[order])} selected={compared} onToggle={toggle} />
          </Section>
          {compared.length > 0 && (
            <Section title="Promosyon Karşılaştırma">
              <CompareChart days={stats.days.map((d) => d.day)} lines={byIds(stats, 'promotions', compared).map((e) => ({ name: entityName(e), series: e.series }))} />
              <SimpleTable
                caption="Karşılaştırılan promosyonların günlük tıklamaları"
                header={['Gün', ...byIds(stats, 'promotions', compared).map(entityName)]}
                rows={stats.days.map((d, i) => [d.day, ...byIds(stats, 'promotions', compared).map((e) => e.series[i] ?? 0)])}
              />
            </Section>
          )}
          <Section title="En Çok Tıklanan Casinolar">
            <EntityTable caption="Casinolar" kind="casino" entities={byIds(stats, 'casinos', stats.top_casino_ids[order])} />
          </Section>
          <div className="grid gap-6 xl:grid-cols-2">
            <Section title="Yönlendiren Sayfalar">
              <BarsChart label="Yönlendiren sayfalar grafiği" data={stats.referrers.map((r) => ({ name: r.path || '(bilinmiyor)', clicks: r.clicks }))} />
              <SimpleTable caption={tables[3].title} header={tables[3].header} rows={tables[3].rows as (string | number)[][]} />
            </Section>
            <Section title="Cihaz Dağılımı">
              <BarsChart label="Cihaz dağılımı grafiği" data={stats.devices.map((d) => ({ name: DEVICE_LABEL[d.device], clicks: d.clicks }))} />
              <SimpleTable caption={tables[4].title} header={tables[4].header} rows={tables[4].rows as (string | number)[][]} />
            </Section>
          </div>
        </>
      )}
    </div>
  );
}
