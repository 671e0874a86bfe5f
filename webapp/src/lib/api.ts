// The app's single RTK Query API for the whole /api: the base query and the cache tags. Each
// feature, public or back office, adds its own endpoints with api.injectEndpoints, so one
// cache holds both and a back-office command invalidates what the public pages show.
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { useDispatch, useStore, type useSelector } from 'react-redux';
import { useTransitionSelector } from './transition-selector';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { withIdempotencyKey } from './idempotency';
import { noteEmbeddedAnswer, takeInitialData } from './initial-data';

type Query = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

// Absolute URLs on the page's own origin (the api serves the app and the API together).
const baseUrl = typeof window === 'undefined' ? '' : window.location.origin;
const publicQuery = fetchBaseQuery({ baseUrl });
// The back office's session (the token in memory, its refresh) is loaded with the first call to
// /api/admin/*, which a public page never makes, so it is not part of the public entry bundle.
// Those calls carry the access token and the web client header.
let adminQuery: Query | undefined;

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);
const isGet = (args: string | FetchArgs) => typeof args === 'string' || !args.method || args.method.toUpperCase() === 'GET';

/** Whether a request goes to the back office's part of the API (behind the admin session). */
export const isAdminUrl = (url: string) => url.startsWith('/api/admin/');

/**
 * /api/admin/* with the session's token: a 401 gets one refresh (from the HttpOnly cookie) and
 * one retry. Any other GET is answered from the embedded initial data when the page carries it
 * for that URL. Commands carry an Idempotency-Key (./idempotency); the retry reuses it.
 */
export const baseQuery: Query = withIdempotencyKey(async (args, queryApi, extra) => {
  if (isAdminUrl(urlOf(args))) {
    const { adminHeaders, refreshSession } = await import('./admin-session');
    adminQuery ??= fetchBaseQuery({
      baseUrl,
      credentials: 'same-origin',
      prepareHeaders: (headers) => {
        for (const [name, value] of Object.entries(adminHeaders())) headers.set(name, value);
        return headers;
      },
    });
    let result = await adminQuery(args, queryApi, extra);
    if (result.error?.status === 401) {
      const renewed = await refreshSession().catch(() => null);
      if (renewed) result = await adminQuery(args, queryApi, extra);
    }
    return result;
  }
  if (isGet(args)) {
    const embedded = takeInitialData(urlOf(args));
    if (embedded.found) {
      noteEmbeddedAnswer(queryApi.queryCacheKey ?? urlOf(args));
      return { data: embedded.data };
    }
  }
  return publicQuery(args, queryApi, extra);
});

// The hooks re-render for the store's answers as non-urgent updates (./transition-selector).
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ hooks: { useDispatch, useSelector: useTransitionSelector as typeof useSelector, useStore } }),
);

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  refetchOnReconnect: true,
  tagTypes: [
    'Promotion', 'Category', 'Casino', 'BlogPost', 'Comment', 'Hero', 'Settings', 'Seo', 'SplashAd',
    // The back office's own records.
    'Dashboard', 'SeoSetting', 'Publishing', 'AiJob', 'Totp', 'AdminSession',
    // What the event log shows: an entity's versions, the bin, the activity log.
    'History', 'Bin', 'Activity',
    'SecurityKey',
    'SecurityNotice', 'SecuritySetting',
  ],
  endpoints: () => ({}),
});

/** The back office's reads: a page that mounts refetches data older than this (the public
 *  pages keep theirs until a command invalidates it). */
export const ADMIN_MAX_AGE_S = 30;

/** Spread into a back-office query definition: refetch on mount when older than ADMIN_MAX_AGE_S. */
export const adminRead = {
  forceRefetch: ({ endpointState }: { endpointState?: { fulfilledTimeStamp?: number } }) =>
    !!endpointState?.fulfilledTimeStamp && Date.now() - endpointState.fulfilledTimeStamp >= ADMIN_MAX_AGE_S * 1000,
};
