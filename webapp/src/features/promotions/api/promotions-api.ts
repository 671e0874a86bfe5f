// Promotions, their categories and their comments: the endpoints of the promotions feature.
import { api } from '@/lib/api';
import type {
  NewComment,
  Promotion,
  PromotionCategory,
  PromotionComment,
  PromotionDetail,
  PromotionPage,
  PromotionQuery,
  PromotionRef,
} from '../types/promotion';

const segment = encodeURIComponent;

export function promotionDetailUrl(ref: PromotionRef): string {
  return ref.kind === 'id'
    ? `/api/promotions/${segment(ref.id)}`
    : `/api/promotions/by-slug/${segment(ref.casinoSlug)}/${segment(ref.promotionSlug)}`;
}

/**
 * How many of the newest promotions the home page and a blog post's 'today's bonuses' show, so
 * their weight does not grow with the catalogue. The api embeds the same URL in those pages
 * (`kLatestPromotionsUrl` in api/src/handlers/spa.cpp).
 */
export const LATEST_PROMOTIONS = 12;

/** How many of a casino's newest promotions its page shows (`kCasinoPromotionsQuery` in spa.cpp). */
export const CASINO_PROMOTIONS = 24;

/**
 * The /bonuslar page's API URL. The api embeds the same URL in the page it serves
 * (`bonuses` in api/src/handlers/spa.cpp): the parameters in this order, each only when set.
 */
export function promotionSearchUrl({ search, categorySlug, page }: PromotionQuery): string {
  const params: string[] = [];
  if (search.trim()) params.push(`search=${encodeURIComponent(search.trim())}`);
  if (categorySlug) params.push(`category=${encodeURIComponent(categorySlug)}`);
  if (page > 1) params.push(`page=${page}`);
  return `/api/promotions/search${params.length ? `?${params.join('&')}` : ''}`;
}

export const promotionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLatestPromotions: build.query<Promotion[], void>({
      query: () => `/api/promotions?limit=${LATEST_PROMOTIONS}`,
      providesTags: [{ type: 'Promotion', id: 'LIST' }],
    }),
    searchPromotions: build.query<PromotionPage, PromotionQuery>({
      query: promotionSearchUrl,
      providesTags: (result) => [
        { type: 'Promotion', id: 'LIST' },
        ...(result?.items ?? []).map((p) => ({ type: 'Promotion' as const, id: p.id })),
      ],
    }),
    getCategories: build.query<PromotionCategory[], void>({
      query: () => '/api/categories',
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    getCasinoPromotions: build.query<Promotion[], string>({
      query: (casinoIdOrSlug) => `/api/casinos/${segment(casinoIdOrSlug)}/promotions?limit=${CASINO_PROMOTIONS}`,
      providesTags: (result) => [
        { type: 'Promotion', id: 'LIST' },
        ...(result ?? []).map((p) => ({ type: 'Promotion' as const, id: p.id })),
      ],
    }),
    getPromotionDetail: build.query<PromotionDetail, PromotionRef>({
      query: promotionDetailUrl,
      providesTags: (result) => (result?.promotion ? [{ type: 'Promotion', id: result.promotion.id }] : []),
    }),
    // A promotion's comments, beside its detail: the detail does not carry them, so a visitor's
    // comment does not drop the kept promotion pages.
    getComments: build.query<PromotionComment[], string>({
      query: (promotionId) => `/api/promotions/${segment(promotionId)}/comments`,
      providesTags: (_result, _error, promotionId) => [{ type: 'Comment', id: promotionId }],
    }),
    postComment: build.mutation<PromotionComment, { promotionId: string; comment: NewComment }>({
      query: ({ promotionId, comment }) => ({
        url: `/api/promotions/${segment(promotionId)}/comments`,
        method: 'POST',
        body: comment,
      }),
      // The new comment goes on top of the promotion's comments at once, without waiting for a
      // refetch (which could miss it if the projection lags).
      async onQueryStarted({ promotionId }, { dispatch, queryFulfilled }) {
        let created: PromotionComment;
        try {
          ({ data: created } = await queryFulfilled);
        } catch {
          return;
        }
        dispatch(
          promotionsApi.util.updateQueryData('getComments', promotionId, (draft) => {
            if (!draft.some((c) => c.id === created.id)) draft.unshift(created);
          }),
        );
      },
    }),
  }),
});

export const {
  useSearchPromotionsQuery,
  useGetLatestPromotionsQuery,
  useGetCategoriesQuery,
  useGetCasinoPromotionsQuery,
  useGetPromotionDetailQuery,
  useGetCommentsQuery,
  usePostCommentMutation,
} = promotionsApi;
