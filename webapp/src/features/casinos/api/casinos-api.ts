// Casino sites: the endpoints of the casinos feature.
import { api } from '@/lib/api';
import type { Casino, CasinoPage } from '../types/casino';

/**
 * How many casinos the home page's strip shows: the first 12 by name. The api embeds the same URL
 * in the home page (`kCasinoStripUrl` in api/src/handlers/spa.cpp), so the page carries these 12
 * and not the whole catalogue.
 */
export const CASINO_STRIP = 12;

/**
 * The API URL of one page of /guvenilir-siteler. The api embeds the same URL in the page it serves
 * (`casinos_api_url` in api/src/handlers/casinos_page.cpp): the page always named, since without it
 * /api/casinos answers the plain list.
 */
export function casinoPageUrl(page: number): string {
  return `/api/casinos?page=${page}`;
}

export const casinosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCasinoStrip: build.query<Casino[], void>({
      query: () => `/api/casinos?limit=${CASINO_STRIP}`,
      providesTags: (result) => [
        { type: 'Casino', id: 'LIST' },
        ...(result ?? []).map((c) => ({ type: 'Casino' as const, id: c.id })),
      ],
    }),
    getCasinoPage: build.query<CasinoPage, number>({
      query: casinoPageUrl,
      providesTags: (result) => [
        { type: 'Casino', id: 'LIST' },
        ...(result?.items ?? []).map((c) => ({ type: 'Casino' as const, id: c.id })),
      ],
    }),
    getCasino: build.query<Casino, string>({
      query: (idOrSlug) => `/api/casinos/${encodeURIComponent(idOrSlug)}`,
      providesTags: (result) => (result ? [{ type: 'Casino', id: result.id }] : []),
    }),
  }),
});

export const { useGetCasinoStripQuery, useGetCasinoPageQuery, useGetCasinoQuery } = casinosApi;
