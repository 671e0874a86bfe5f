// Visitor comments in the back office: searched and filtered by the api, edited and deleted.
import { adminApi } from '@/lib/admin-api';
import type { AdminComment, CommentInput } from '../types/comment';

const LIST = { type: 'Comment' as const, id: 'LIST' };

const commentsAdminApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminComments: build.query<AdminComment[], { search: string; rating: string }>({
      query: ({ search, rating }) => ({ url: '/api/admin/comments', params: { ...(search ? { search } : {}), ...(rating !== 'all' ? { rating } : {}) } }),
      providesTags: [LIST],
    }),
    updateComment: build.mutation<AdminComment, CommentInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/api/admin/comments/${id}`, method: 'PUT', body }),
      invalidatesTags: [LIST],
    }),
    deleteComment: build.mutation<void, string>({
      query: (id) => ({ url: `/api/admin/comments/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useListAdminCommentsQuery, useUpdateCommentMutation, useDeleteCommentMutation } = commentsAdminApi;
