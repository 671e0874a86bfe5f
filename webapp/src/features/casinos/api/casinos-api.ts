// Casino sites: the endpoints of the casinos feature.
import { api } from '@/lib/api';
import type { Casino } from '../types/casino';

export const casinosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCasinos: build.query<Casino[], void>({
      query: () => '/api/casinos',
      providesTags: (result) => [
        { type: 'Casino', id: 'LIST' },
        ...(result ?? []).map((c) => ({ type: 'Casino' as const, id: c.id })),
      ],
    }),
    getCasino: build.query<Casino, string>({
      query: (idOrSlug) => `/api/casinos/${encodeURIComponent(idOrSlug)}`,
      providesTags: (result) => (result ? [{ type: 'Casino', id: result.id }] : []),
    }),
  }),
});

export const { useGetCasinosQuery, useGetCasinoQuery } = casinosApi;
