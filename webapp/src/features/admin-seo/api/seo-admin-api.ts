// Per-page SEO rows.
import { adminApi } from '@/lib/admin-api';
import type { AdminSeoSetting } from '../types/seo-setting';

const seoAdminApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listSeoSettings: build.query<AdminSeoSetting[], void>({ query: () => '/api/admin/seo-settings', providesTags: [{ type: 'SeoSetting', id: 'LIST' }] }),
    updateSeoSetting: build.mutation<AdminSeoSetting, AdminSeoSetting>({
      query: ({ id, ...body }) => ({ url: `/api/admin/seo-settings/${id}`, method: 'PUT', body }),
      invalidatesTags: [{ type: 'SeoSetting', id: 'LIST' }],
    }),
  }),
});

export const { useListSeoSettingsQuery, useUpdateSeoSettingMutation } = seoAdminApi;
