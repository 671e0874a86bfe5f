// 'Etkinlik Günlüğü': a row of GET /api/admin/activity (docs/openapi.yaml), its filters, and the
// date range form's rules.
import { z } from 'zod';
import type { Actor } from '@/lib/history-api';

export interface ActivityRow {
  id: string;
  at: string;
  actor: Actor;
  action: string;
  /** An entity type of the history routes, or 'account' for sign-ins and security changes. */
  entity_type: string;
  entity_id: string | null;
  entity_label: string | null;
  /** The /24 or /48 a sign-in came from; null for other rows. */
  address: string | null;
  history_path: string | null;
}

export interface ActivityPage {
  items: ActivityRow[];
  total: number;
  page: number;
  page_size: number;
}

export interface ActivityAdmin {
  id: string;
  email: string;
}

/** The filters, as the URL and the api name them (empty: not set). */
export const ACTIVITY_FILTERS = ['admin', 'entity_type', 'action', 'from', 'to'] as const;
export type ActivityFilters = Record<(typeof ACTIVITY_FILTERS)[number], string>;

export const ACTIVITY_PAGE_SIZE = 50;

const day = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Geçerli bir tarih girin');

/** The date range: either end may be open; when both are given the start is not after the end. */
export const dateRangeSchema = z
  .object({ from: day, to: day })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { path: ['to'], message: 'Bitiş tarihi başlangıç tarihinden önce olamaz' });
export type DateRange = z.infer<typeof dateRangeSchema>;
