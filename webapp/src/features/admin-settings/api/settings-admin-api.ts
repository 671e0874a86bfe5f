// The hero block and the content settings.
import { adminRead, api } from '@/lib/api';
import type { HeroInput, SiteSettings } from '../types/hero';

const settingsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminHero: build.query<HeroInput, void>({ ...adminRead, query: () => '/api/admin/hero', providesTags: ['Hero'] }),
    saveHero: build.mutation<HeroInput, HeroInput>({ query: (body) => ({ url: '/api/admin/hero', method: 'PUT', body }), invalidatesTags: ['Hero', 'History'] }),
    getAdminSettings: build.query<SiteSettings, void>({ ...adminRead, query: () => '/api/admin/settings', providesTags: ['Settings'] }),
    saveSettings: build.mutation<SiteSettings, SiteSettings>({ query: (body) => ({ url: '/api/admin/settings', method: 'PUT', body }), invalidatesTags: ['Settings', 'History'] }),
  }),
});

export const { useGetAdminHeroQuery, useSaveHeroMutation, useGetAdminSettingsQuery, useSaveSettingsMutation } = settingsAdminApi;
