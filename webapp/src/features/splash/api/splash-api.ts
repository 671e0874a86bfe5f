// The active splash ads.
import { api } from '@/lib/api';
import type { SplashAd } from '../types/splash-ad';

export const splashApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSplashAds: build.query<SplashAd[], void>({
      query: () => '/api/splash-ads',
      providesTags: ['SplashAd'],
    }),
  }),
});

export const { useGetSplashAdsQuery } = splashApi;
