// Blog posts in the back office: the paged list, one post, the commands and the batch save.
import { adminRead, api } from '@/lib/api';
import { listParams, type ListView, type Page } from '@/lib/admin-list';
import type { AdminBlogPost, batchRequest, toRequest } from '../types/blog-post';

type BlogPostRequest = ReturnType<typeof toRequest>;
type BatchRequest = ReturnType<typeof batchRequest>;
const LIST = { type: 'BlogPost' as const, id: 'LIST' };
const AFTER_CHANGE = [LIST, 'Dashboard' as const, 'Publishing' as const];

const blogAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminBlogPosts: build.query<Page<AdminBlogPost>, ListView>({
      ...adminRead,
      query: (view) => ({ url: '/api/admin/blog-posts', params: listParams(view) }),
      providesTags: [LIST],
    }),
    getAdminBlogPost: build.query<AdminBlogPost, string>({
      ...adminRead,
      query: (id) => `/api/admin/blog-posts/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'BlogPost', id }],
    }),
    createBlogPost: build.mutation<AdminBlogPost, BlogPostRequest>({
      query: (body) => ({ url: '/api/admin/blog-posts', method: 'POST', body }),
      invalidatesTags: AFTER_CHANGE,
    }),
    updateBlogPost: build.mutation<AdminBlogPost, BlogPostRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/api/admin/blog-posts/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [...AFTER_CHANGE, { type: 'BlogPost', id }],
    }),
    setBlogPostPublished: build.mutation<AdminBlogPost, { id: string; publish: boolean }>({
      query: ({ id, publish }) => ({ url: `/api/admin/blog-posts/${id}/${publish ? 'publish' : 'unpublish'}`, method: 'POST' }),
      invalidatesTags: (_r, _e, { id }) => [...AFTER_CHANGE, { type: 'BlogPost', id }],
    }),
    deleteBlogPost: build.mutation<void, string>({
      query: (id) => ({ url: `/api/admin/blog-posts/${id}`, method: 'DELETE' }),
      invalidatesTags: AFTER_CHANGE,
    }),
    saveBlogBatch: build.mutation<{ posts: AdminBlogPost[] }, BatchRequest>({
      query: (body) => ({ url: '/api/admin/blog-posts/batch', method: 'POST', body }),
      invalidatesTags: AFTER_CHANGE,
    }),
  }),
});

export const {
  useListAdminBlogPostsQuery,
  useGetAdminBlogPostQuery,
  useCreateBlogPostMutation,
  useUpdateBlogPostMutation,
  useSetBlogPostPublishedMutation,
  useDeleteBlogPostMutation,
  useSaveBlogBatchMutation,
} = blogAdminApi;
