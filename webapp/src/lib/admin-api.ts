// The back office's RTK Query API: every call carries the in-memory access token; a 401 gets
// one refresh (from the HttpOnly cookie) and one retry. Each admin feature adds its endpoints
// with adminApi.injectEndpoints and invalidates these tags from its commands.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { getSession, refreshSession, WEB_CLIENT_HEADERS } from './admin-session';
import { withIdempotencyKey } from './idempotency';

const rawQuery = fetchBaseQuery({
  baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
  credentials: 'same-origin',
  prepareHeaders: (headers) => {
    const token = getSession()?.accessToken;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(WEB_CLIENT_HEADERS)) headers.set(name, value);
    return headers;
  },
});

// Commands carry an Idempotency-Key (./idempotency); the retry after a refresh reuses it.
export const adminBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = withIdempotencyKey(
  async (args, api, extra) => {
    let result = await rawQuery(args, api, extra);
    if (result.error?.status === 401) {
      const renewed = await refreshSession().catch(() => null);
      if (renewed) result = await rawQuery(args, api, extra);
    }
    return result;
  },
);

export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: adminBaseQuery,
  tagTypes: ['Dashboard', 'Casino', 'Promotion', 'Category', 'Comment', 'SplashAd', 'Hero', 'Settings', 'SeoSetting', 'BlogPost', 'Publishing', 'AiJob', 'Totp', 'AdminSession'],
  refetchOnMountOrArgChange: 30,
  endpoints: () => ({}),
});

/** A request to the api with the session's access token, refreshed once on a 401 (for calls
 *  that are not RTK Query endpoints: uploads, the AI job follower). */
export async function adminFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = () =>
    fetch(`${window.location.origin}${path}`, {
      ...init,
      credentials: 'same-origin',
      headers: {
        ...WEB_CLIENT_HEADERS,
        ...(init.headers as Record<string, string> | undefined),
        ...(getSession() ? { Authorization: `Bearer ${getSession()!.accessToken}` } : {}),
      },
    });
  let response = await send();
  if (response.status === 401 && (await refreshSession().catch(() => null))) response = await send();
  return response;
}

/** Uploads a file to a storage bucket; answers its public URL. */
export async function uploadImage(bucket: 'promotions' | 'blog-images' | 'splash-ads', file: File): Promise<string> {
  const response = await adminFetch(`/api/admin/uploads/${bucket}`, {
    method: 'POST',
    headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
    body: file,
  });
  const data = (await response.json().catch(() => ({}))) as { url?: string; error?: { message?: string } };
  if (!response.ok) throw new Error(data.error?.message ?? `HTTP ${response.status}`);
  if (!data.url) throw new Error('Görselin adresi alınamadı');
  return data.url;
}
