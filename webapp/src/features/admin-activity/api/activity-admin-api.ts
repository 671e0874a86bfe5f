// The activity log: every admin action and sign-in, newest first, filtered and paged by the api;
// the admins of the admin filter; the same filters as the CSV export's query.
import { adminRead, api } from '@/lib/api';
import { ACTIVITY_PAGE_SIZE, type ActivityAdmin, type ActivityFilters, type ActivityPage } from '../types/activity';

/** The filters that are set, as query parameters (shared by the page and the CSV). */
export function activityParams(filters: ActivityFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
}

const activityAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listActivity: build.query<ActivityPage, { filters: ActivityFilters; page: number }>({
      ...adminRead,
      query: ({ filters, page }) => ({ url: '/api/admin/activity', params: { ...activityParams(filters), page, page_size: ACTIVITY_PAGE_SIZE } }),
      providesTags: ['Activity'],
    }),
    listActivityAdmins: build.query<ActivityAdmin[], void>({
      ...adminRead,
      query: () => '/api/admin/activity/admins',
      providesTags: ['Activity'],
    }),
  }),
});

export const { useListActivityQuery, useListActivityAdminsQuery } = activityAdminApi;
