// The home page's hero block and site settings.
import { api } from '@/lib/api';
import type { Hero, SiteSettings } from '../types/home';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHero: build.query<Hero, void>({
      query: () => '/api/hero',
      providesTags: ['Hero'],
    }),
    getSettings: build.query<SiteSettings, void>({
      query: () => '/api/settings',
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetHeroQuery, useGetSettingsQuery } = homeApi;
