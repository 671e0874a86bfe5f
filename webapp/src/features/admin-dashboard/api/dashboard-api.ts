// The dashboard's figures, as the api computes them from the projections.
import { adminRead, api } from '@/lib/api';

export interface StatFigure {
  total: number;
  previous_month_total?: number;
  change_percent: number | null;
}

export interface Dashboard {
  blog_posts: StatFigure;
  promotions: StatFigure;
  casinos: StatFigure;
  views: StatFigure;
  latest_blog_posts: { id: string; title: string; created_at: string }[];
  latest_promotions: { id: string; title: string; casino_name: string | null; created_at: string }[];
  latest_casinos: { id: string; name: string; created_at: string; active_promotions: number }[];
}

const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      ...adminRead,
      query: () => '/api/admin/dashboard',
      providesTags: ['Dashboard', 'Casino', 'Promotion'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
