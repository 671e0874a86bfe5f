// Visitor comments in the back office: paged, searched, filtered and sorted by the api; edited and deleted.
import { adminRead, api } from '@/lib/api';
import { listParams, type ListView, type Page } from '@/lib/admin-list';
import type { AdminComment, CommentInput } from '../types/comment';

const LIST = { type: 'Comment' as const, id: 'LIST' };
// An edit or a deletion changes the list and the public promotion page that shows the comment.
const AFTER_CHANGE = ['Comment' as const];

const commentsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminComments: build.query<Page<AdminComment>, ListView>({
      ...adminRead,
      query: (view) => ({ url: '/api/admin/comments', params: listParams(view) }),
      providesTags: [LIST],
    }),
    updateComment: build.mutation<AdminComment, CommentInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/api/admin/comments/${id}`, method: 'PUT', body }),
      invalidatesTags: AFTER_CHANGE,
    }),
    deleteComment: build.mutation<void, string>({
      query: (id) => ({ url: `/api/admin/comments/${id}`, method: 'DELETE' }),
      invalidatesTags: AFTER_CHANGE,
    }),
  }),
});

export const { useListAdminCommentsQuery, useUpdateCommentMutation, useDeleteCommentMutation } = commentsAdminApi;
