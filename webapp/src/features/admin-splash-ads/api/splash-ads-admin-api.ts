// Splash ads in the back office.
import { adminRead, api } from '@/lib/api';
import { listParams, type ListView, type Page } from '@/lib/admin-list';
import type { AdminSplashAd, SplashAdInput } from '../types/splash-ad';

const LIST = { type: 'SplashAd' as const, id: 'LIST' };

const splashAdsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminSplashAds: build.query<Page<AdminSplashAd>, ListView>({
      ...adminRead,
      query: (view) => ({ url: '/api/admin/splash-ads', params: listParams(view) }),
      providesTags: [LIST],
    }),
    getAdminSplashAd: build.query<AdminSplashAd, string>({ ...adminRead, query: (id) => `/api/admin/splash-ads/${id}`, providesTags: (_r, _e, id) => [{ type: 'SplashAd', id }] }),
    createSplashAd: build.mutation<AdminSplashAd, SplashAdInput>({ query: (body) => ({ url: '/api/admin/splash-ads', method: 'POST', body }), invalidatesTags: [LIST] }),
    updateSplashAd: build.mutation<AdminSplashAd, SplashAdInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/api/admin/splash-ads/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: 'SplashAd', id }],
    }),
    setSplashAdActive: build.mutation<AdminSplashAd, { id: string; is_active: boolean }>({
      query: ({ id, is_active }) => ({ url: `/api/admin/splash-ads/${id}/active`, method: 'PUT', body: { is_active } }),
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: 'SplashAd', id }],
    }),
    deleteSplashAd: build.mutation<void, string>({ query: (id) => ({ url: `/api/admin/splash-ads/${id}`, method: 'DELETE' }), invalidatesTags: [LIST] }),
  }),
});

export const {
  useListAdminSplashAdsQuery,
  useGetAdminSplashAdQuery,
  useCreateSplashAdMutation,
  useUpdateSplashAdMutation,
  useSetSplashAdActiveMutation,
  useDeleteSplashAdMutation,
} = splashAdsAdminApi;
