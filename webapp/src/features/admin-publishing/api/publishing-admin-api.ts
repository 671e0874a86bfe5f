// Scheduled publishing: the settings, pending drafts and the latest log; save and publish now.
import { adminRead, api } from '@/lib/api';

export interface PublishingPage {
  settings: {
    daily_publish_count: number;
    is_active: boolean;
    next_publish_at: string | null;
    last_published_at: string | null;
    updated_at: string | null;
    stored: boolean;
  };
  pending_drafts: number;
  logs: { id: string; blog_id: string | null; blog_title: string | null; published_at: string; status: string; detail: string | null }[];
}
export interface PublishRun extends PublishingPage {
  success: boolean;
  publishedCount: number;
  message: string;
}

const TAG = { type: 'Publishing' as const, id: 'PAGE' };

const publishingAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublishing: build.query<PublishingPage, void>({ ...adminRead, query: () => '/api/admin/scheduled-publishing', providesTags: ['Publishing', TAG] }),
    savePublishing: build.mutation<PublishingPage, { daily_publish_count: number; is_active: boolean }>({
      query: (body) => ({ url: '/api/admin/scheduled-publishing', method: 'PUT', body }),
      invalidatesTags: [TAG, 'History'],
    }),
    runPublishing: build.mutation<PublishRun, void>({
      query: () => ({ url: '/api/admin/scheduled-publishing/run', method: 'POST', body: { manual: true } }),
      invalidatesTags: [TAG, { type: 'BlogPost', id: 'LIST' }, 'Dashboard', 'History'],
    }),
  }),
});

export const { useGetPublishingQuery, useSavePublishingMutation, useRunPublishingMutation } = publishingAdminApi;
