// GET /api/admin/stats: outbound clicks, unique visitors and views per day (docs/openapi.yaml).
// Shared by the 'İstatistikler' screen and the clicks panel of the edit screens.
import { adminRead, api } from '@/lib/api';

export interface StatsDay {
  day: string;
  clicks: number;
  visitors: number;
  blog_views: number;
}
export interface StatsEntity {
  id: string;
  title?: string | null;
  name?: string | null;
  casino_name?: string | null;
  clicks: number;
  detail_views: number;
  ctr: number | null;
  series: number[];
}
export interface Stats {
  from: string;
  to: string;
  totals: { clicks: number; visitors: number; blog_views: number };
  days: StatsDay[];
  promotions: StatsEntity[];
  casinos: StatsEntity[];
  top_promotion_ids: { by_clicks: string[]; by_ctr: string[] };
  top_casino_ids: { by_clicks: string[]; by_ctr: string[] };
  referrers: { path: string; clicks: number }[];
  devices: { device: 'phone' | 'tablet' | 'desktop'; clicks: number }[];
  stalled: { kind: 'promotion' | 'casino'; id: string; name: string; views_last_week: number }[];
}
export interface StatsQuery {
  days?: 7 | 30 | 90;
  from?: string;
  to?: string;
  promotions?: string[];
  casinos?: string[];
}

export function statsUrl(q: StatsQuery): string {
  const params = new URLSearchParams();
  if (q.from && q.to) {
    params.set('from', q.from);
    params.set('to', q.to);
  } else {
    params.set('days', String(q.days ?? 30));
  }
  if (q.promotions?.length) params.set('promotions', q.promotions.join(','));
  if (q.casinos?.length) params.set('casinos', q.casinos.join(','));
  return `/api/admin/stats?${params.toString()}`;
}

const statsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<Stats, StatsQuery>({
      ...adminRead,
      query: (q) => statsUrl(q),
    }),
  }),
});

export const { useGetStatsQuery } = statsApi;
