// Per-page SEO rows.
import { adminRead, api } from '@/lib/api';
import type { AdminSeoSetting } from '../types/seo-setting';

const seoAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSeoSettings: build.query<AdminSeoSetting[], void>({ ...adminRead, query: () => '/api/admin/seo-settings', providesTags: [{ type: 'SeoSetting', id: 'LIST' }] }),
    updateSeoSetting: build.mutation<AdminSeoSetting, AdminSeoSetting>({
      query: ({ id, ...body }) => ({ url: `/api/admin/seo-settings/${id}`, method: 'PUT', body }),
      // The public pages' SEO data (titles, descriptions) comes from these rows too.
      invalidatesTags: [{ type: 'SeoSetting', id: 'LIST' }, 'Seo', 'History'],
    }),
  }),
});

export const { useListSeoSettingsQuery, useUpdateSeoSettingMutation } = seoAdminApi;
