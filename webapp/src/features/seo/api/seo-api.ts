// The SEO data of a path (the path's row, else the home row, else the defaults).
import { api } from '@/lib/api';
import type { SeoSettings } from '../types/seo';

export const seoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSeo: build.query<SeoSettings, string>({
      query: (path) => `/api/seo?path=${encodeURIComponent(path)}`,
      providesTags: (_result, _error, path) => [{ type: 'Seo', id: path }],
    }),
  }),
});

export const { useGetSeoQuery } = seoApi;
