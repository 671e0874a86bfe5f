// 'Çöp Kutusu': a deleted entity as GET /api/admin/bin lists it (docs/openapi.yaml).
import type { Actor } from '@/lib/history-api';

/** The kinds of content that go to the bin (a deleted comment is erased, never binned). */
export type BinType = 'casinos' | 'promotions' | 'categories' | 'blog-posts' | 'splash-ads';

export const BIN_TYPES: BinType[] = ['casinos', 'promotions', 'categories', 'blog-posts', 'splash-ads'];

export interface BinItem {
  type: BinType;
  id: string;
  label: string;
  /** Its public address when it had one. */
  path: string | null;
  deleted_at: string;
  deleted_by: Actor;
}

export interface BinPage {
  items: BinItem[];
  total: number;
  page: number;
  page_size: number;
}

export interface BinQuery {
  q: string;
  type: string;
  page: number;
}

export const BIN_PAGE_SIZE = 20;
