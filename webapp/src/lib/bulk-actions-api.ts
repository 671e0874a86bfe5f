// Bulk actions of the back office: start one (the rows chosen, or every row the list's filter
// matches) and follow it until the worker has handled every row.
import { adminRead, api } from './api';

export interface BulkAction {
  id: string;
  resource: 'promotions' | 'comments' | 'blog_posts' | 'categories';
  action: string;
  total: number;
  done: number;
  refused_count: number;
  refused: { id: string; reason: string }[];
  finished: boolean;
}

type Tag = 'Promotion' | 'Comment' | 'BlogPost' | 'Casino' | 'Dashboard' | 'Category';

export interface StartBulkAction {
  /** The list's path, e.g. /api/admin/promotions. */
  list: string;
  action: string;
  /** The chosen rows; none: every row the filter (`params`) matches. */
  ids?: string[];
  params: Record<string, string | number>;
  /** What the action changes, refetched once it has finished. */
  tags: Tag[];
}

const bulkActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    startBulkAction: build.mutation<BulkAction, StartBulkAction>({
      query: ({ list, action, ids, params }) => {
        const filter = Object.fromEntries(Object.entries(params).filter(([name]) => !['page', 'page_size', 'sort', 'order'].includes(name)));
        // /api/admin/promotions → /api/admin/bulk/promotions
        return { url: list.replace('/api/admin/', '/api/admin/bulk/'), method: 'POST', params: filter, body: ids ? { action, ids } : { action } };
      },
    }),
    bulkAction: build.query<BulkAction, string>({
      ...adminRead,
      query: (id) => `/api/admin/bulk-actions/${id}`,
    }),
  }),
});

export const { useStartBulkActionMutation, useBulkActionQuery } = bulkActionsApi;

/** Refetches what a finished action changed. */
export const invalidateAfterBulk = (tags: Tag[]) => api.util.invalidateTags(tags);
