// The recent AI jobs under the blog list, and one job to open its results again.
import { adminRead, api } from '@/lib/api';
import type { AiJob, AiJobKind, AiJobStatus } from '@/lib/ai-jobs';

export interface AiJobSummary {
  id: string;
  kind: AiJobKind;
  topic: string | null;
  status: AiJobStatus;
  done: number;
  total: number;
  posts: number | null;
  created_at: string;
}

const aiJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    recentAiJobs: build.query<AiJobSummary[], void>({
      ...adminRead,
      query: () => '/api/admin/ai/jobs?limit=10',
      providesTags: [{ type: 'AiJob', id: 'LIST' }],
    }),
    getAiJob: build.query<AiJob, string>({
      ...adminRead,
      query: (id) => `/api/admin/ai/jobs/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'AiJob', id }],
    }),
  }),
});

export const { useRecentAiJobsQuery, useLazyGetAiJobQuery } = aiJobsApi;
