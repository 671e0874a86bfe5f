// Blog posts: lists, one post, similar posts, the footer's latest posts and view counting.
import { api } from '@/lib/api';
import type { BlogPost, BlogPostSummary, BlogViewCount, LatestPost } from '../types/blog-post';

const segment = encodeURIComponent;

export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBlogPosts: build.query<BlogPostSummary[], { limit?: number } | void>({
      query: (arg) => (arg && arg.limit ? `/api/blog?limit=${arg.limit}` : '/api/blog'),
      providesTags: (result) => [
        { type: 'BlogPost', id: 'LIST' },
        ...(result ?? []).map((p) => ({ type: 'BlogPost' as const, id: p.id })),
      ],
    }),
    getBlogPost: build.query<BlogPost, string>({
      query: (idOrSlug) => `/api/blog/${segment(idOrSlug)}`,
      providesTags: (result) => (result ? [{ type: 'BlogPost', id: result.id }] : []),
    }),
    // The count beside the post: the post's answer does not carry it (a view must not drop it).
    getViewCount: build.query<BlogViewCount, string>({
      query: (idOrSlug) => `/api/blog/${segment(idOrSlug)}/views`,
    }),
    getSimilarPosts: build.query<BlogPostSummary[], string>({
      query: (idOrSlug) => `/api/blog/${segment(idOrSlug)}/similar`,
      providesTags: [{ type: 'BlogPost', id: 'LIST' }],
    }),
    getLatestPosts: build.query<LatestPost[], void>({
      query: () => '/api/latest-posts',
      providesTags: [{ type: 'BlogPost', id: 'LIST' }],
    }),
    // One view per visit. The shown count includes this visit at once: the api counts views in
    // memory and writes them a second later.
    recordView: build.mutation<{ accepted: boolean }, { id: string; idOrSlug: string }>({
      query: ({ id }) => ({ url: `/api/blog/${segment(id)}/views`, method: 'POST' }),
      onQueryStarted({ idOrSlug }, { dispatch }) {
        dispatch(
          blogApi.util.updateQueryData('getViewCount', idOrSlug, (draft) => {
            draft.view_count += 1;
          }),
        );
      },
    }),
  }),
});

export const {
  useGetBlogPostsQuery,
  useGetBlogPostQuery,
  useGetViewCountQuery,
  useGetSimilarPostsQuery,
  useGetLatestPostsQuery,
  useRecordViewMutation,
} = blogApi;
