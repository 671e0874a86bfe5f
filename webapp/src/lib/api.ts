// The app's single RTK Query API: the base query (server-embedded data first, then HTTP) and
// the cache tags. Each feature adds its own endpoints with api.injectEndpoints.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { withIdempotencyKey } from './idempotency';
import { takeInitialData } from './initial-data';

// Absolute URLs on the page's own origin (the api serves the app and the API together). Commands
// (a visitor's comment) carry an Idempotency-Key (./idempotency).
const httpQuery = withIdempotencyKey(
  fetchBaseQuery({ baseUrl: typeof window === 'undefined' ? '' : window.location.origin }),
);

/** A GET answered from the embedded initial data when the page carries it for that URL. */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, queryApi, extra) => {
  const isGet = typeof args === 'string' || !args.method || args.method.toUpperCase() === 'GET';
  if (isGet) {
    const url = typeof args === 'string' ? args : args.url;
    const embedded = takeInitialData(url);
    if (embedded.found) return { data: embedded.data };
  }
  return httpQuery(args, queryApi, extra);
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  refetchOnReconnect: true,
  tagTypes: ['Promotion', 'Category', 'Casino', 'BlogPost', 'Comment', 'Hero', 'Settings', 'Seo', 'SplashAd'],
  endpoints: () => ({}),
});
