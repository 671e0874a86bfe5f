// An entity's versions from the event log (GET /api/admin/history/{type}/{id}), one version's
// whole state with what restoring it would change, and the restore command (docs/openapi.yaml).
// Shared by the 'Geçmiş' panel of every edit screen and the history page the activity log
// links to.
import { adminRead, api } from '@/lib/api';

/** The entity types of the history routes (their path segment). */
export type EntityType =
  | 'casinos'
  | 'promotions'
  | 'categories'
  | 'blog-posts'
  | 'splash-ads'
  | 'seo-settings'
  | 'hero'
  | 'settings'
  | 'publishing-schedule';

/** Who made a change: an admin, the daily publisher, the AI batch, the demo content, a bulk action or the system. */
export interface Actor {
  kind: 'admin' | 'publisher' | 'ai_batch' | 'seed' | 'bulk' | 'system';
  id: string | null;
  email: string | null;
  /** Turkish display text: the admin's email, 'Günlük yayıncı', 'Yapay zekâ toplu yazımı'... */
  label: string;
}

/** One field that differs between two versions; `rich` values are the readable text of HTML. */
export interface Change {
  field: string;
  kind: 'text' | 'rich' | 'value';
  old: unknown;
  new: unknown;
}

export interface Version {
  version: number;
  event_id: string;
  at: string;
  actor: Actor;
  action: string;
  via: null | 'restore' | 'bulk' | 'ai_batch' | 'publisher';
  restored_from: number | null;
  changes: Change[];
}

export interface HistoryPage {
  entity: { type: EntityType; id: string; label: string; deleted: boolean };
  items: Version[];
  total: number;
  page: number;
  page_size: number;
}

export interface VersionDetail {
  version: number;
  state: Record<string, unknown>;
  /** The current state (old) against this version (new): what a restore would change. */
  changes_to_restore: Change[];
}

export interface HistoryQuery {
  type: EntityType;
  id: string;
  page: number;
}

/** Versions a page of the panel holds. */
export const HISTORY_PAGE_SIZE = 20;

/** The cache tags of what an entity's change shows in: its own screens and the public pages. */
export const ENTITY_TAGS = {
  casinos: ['Casino', 'Promotion', 'Dashboard'],
  promotions: ['Promotion', 'Category', 'Casino', 'Dashboard'],
  categories: ['Category', 'Promotion'],
  'blog-posts': ['BlogPost', 'Dashboard', 'Publishing'],
  'splash-ads': ['SplashAd'],
  'seo-settings': ['SeoSetting', 'Seo'],
  hero: ['Hero'],
  settings: ['Settings'],
  'publishing-schedule': ['Publishing'],
} as const satisfies Record<EntityType, readonly string[]>;

const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<HistoryPage, HistoryQuery>({
      ...adminRead,
      query: ({ type, id, page }) => ({ url: `/api/admin/history/${type}/${id}`, params: { page, page_size: HISTORY_PAGE_SIZE } }),
      providesTags: (_r, _e, { type, id }) => [{ type: 'History', id: `${type}/${id}` }],
    }),
    getHistoryVersion: build.query<VersionDetail, { type: EntityType; id: string; version: number }>({
      query: ({ type, id, version }) => `/api/admin/history/${type}/${id}/versions/${version}`,
      // What a restore would change depends on the current state: always asked afresh.
      keepUnusedDataFor: 0,
    }),
    restoreVersion: build.mutation<unknown, { type: EntityType; id: string; version: number }>({
      query: ({ type, id, version }) => ({ url: `/api/admin/history/${type}/${id}/restore`, method: 'POST', body: { version } }),
      invalidatesTags: (_r, _e, { type }) => ['History', 'Activity', 'Bin', ...ENTITY_TAGS[type]],
    }),
  }),
});

export const { useGetHistoryQuery, useGetHistoryVersionQuery, useRestoreVersionMutation } = historyApi;

/**
 * The message of a refused history or bin command: the api's own sentence when it sent one
 * (`{"error":"slug_taken","message":...}` or `{"error":{"message":...}}`), else `fallback`.
 */
export function restoreFailure(error: unknown, fallback: string): string {
  const data = (error as { data?: unknown } | undefined)?.data as { message?: unknown; error?: unknown } | undefined;
  if (data && typeof data.message === 'string' && data.message) return data.message;
  const nested = data?.error as { message?: unknown } | undefined;
  if (nested && typeof nested === 'object' && typeof nested.message === 'string' && nested.message) return nested.message;
  return fallback;
}
