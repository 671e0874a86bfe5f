// /admin/dashboard: shortcuts, four stat cards with the api's real figures (the original showed
// fixed numbers and a zero), and the latest three of each kind.
import { Link } from 'react-router';
import { primaryButton } from '@/components/admin/buttons';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useGetStatsQuery } from '@/lib/stats-api';
import { useGetDashboardQuery } from '../api/dashboard-api';
import { relativeTime } from '../utils/relative-time';
import { LatestList } from './latest-list';
import { StatCard } from './stat-card';

export function DashboardPage() {
  // Load errors are only logged: the view falls back to empty figures (the spec's behaviour).
  const { data, isLoading, error } = useGetDashboardQuery();
  // 30-day trend lines from the statistics; the cards show without them if they fail.
  const { data: stats } = useGetStatsQuery({ days: 30 });
  const clicks = stats && { total: stats.totals.clicks, change_percent: null };
  if (error) console.error('dashboard', error);
  const loading = isLoading;
  const rowLink = 'flex items-center justify-between gap-3 py-2 text-sm hover:text-amber-300';
  return (
    <div>
      <AdminPageHeader
        title="Gösterge Paneli"
        actions={
          <>
            <Link to="/admin/blog/new" className={primaryButton}>
              Blog Yazısı Ekle
            </Link>
            <Link to="/admin/promotions/new" className={primaryButton}>
              Promosyon Ekle
            </Link>
            <Link to="/admin/casinos/new" className={primaryButton}>
              Casino Sitesi Ekle
            </Link>
          </>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Toplam Blog Yazısı" figure={data?.blog_posts ?? (error ? { total: 0, change_percent: null } : undefined)} loading={loading} />
        <StatCard title="Toplam Promosyon" figure={data?.promotions ?? (error ? { total: 0, change_percent: null } : undefined)} loading={loading} />
        <StatCard title="Aktif Casino" figure={data?.casinos ?? (error ? { total: 0, change_percent: null } : undefined)} loading={loading} />
        <StatCard
          title="Toplam Görüntülenme"
          figure={data?.views ?? (error ? { total: 0, change_percent: null } : undefined)}
          loading={loading}
          trend={stats && { values: stats.days.map((d) => d.blog_views), label: 'Son 30 gün blog görüntülenmeleri' }}
        />
      </div>
      {clicks && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <StatCard
            title="Son 30 Gün Site Tıklamaları"
            figure={clicks}
            loading={false}
            trend={{ values: stats.days.map((d) => d.clicks), label: 'Son 30 gün tıklamalar' }}
          />
          <StatCard
            title="Son 30 Gün Tekil Ziyaretçi"
            figure={{ total: stats.totals.visitors, change_percent: null }}
            loading={false}
            trend={{ values: stats.days.map((d) => d.visitors), label: 'Son 30 gün tekil ziyaretçiler' }}
          />
        </div>
      )}
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <LatestList title="Son Blog Yazıları" loading={loading} empty="Henüz blog yazısı yok" count={data?.latest_blog_posts.length ?? 0}>
          {data?.latest_blog_posts.map((p) => (
            <li key={p.id}>
              <Link to={`/admin/blog/edit/${p.id}`} className={rowLink}>
                <span className="truncate">{p.title}</span>
                <span className="shrink-0 text-xs text-slate-400">{relativeTime(p.created_at)}</span>
              </Link>
            </li>
          ))}
        </LatestList>
        <LatestList title="Son Promosyonlar" loading={loading} empty="Henüz promosyon yok" count={data?.latest_promotions.length ?? 0}>
          {data?.latest_promotions.map((p) => (
            <li key={p.id}>
              <Link to={`/admin/promotions/edit/${p.id}`} className={rowLink}>
                <span className="truncate">{p.title}</span>
                <span className="shrink-0 text-xs text-slate-400">{p.casino_name ?? 'Casino bulunamadı'}</span>
              </Link>
            </li>
          ))}
        </LatestList>
        <LatestList title="Son Eklenen Siteler" loading={loading} empty="Henüz casino sitesi yok" count={data?.latest_casinos.length ?? 0}>
          {data?.latest_casinos.map((c) => (
            <li key={c.id}>
              <Link to={`/admin/casinos/edit/${c.id}`} className={rowLink}>
                <span className="truncate">{c.name}</span>
                <span className="shrink-0 text-xs text-slate-400">{c.active_promotions} promosyon aktif</span>
              </Link>
            </li>
          ))}
        </LatestList>
      </div>
    </div>
  );
}
