// The active splash ads.
import { api } from '@/lib/api';
import type { SplashAd } from '../types/splash-ad';

export const splashApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSplashAds: build.query<SplashAd[], void>({
      query: () => '/api/splash-ads',
      // The list the back office's splash-ad commands invalidate.
      providesTags: [{ type: 'SplashAd', id: 'LIST' }],
    }),
  }),
});

export const { useGetSplashAdsQuery } = splashApi;
