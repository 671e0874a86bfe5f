// Promotions in the back office: list, one record, the commands, and the casino and category
// choices of the form.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { adminRead, api } from '@/lib/api';
import { listParams, type ListView, type Page } from '@/lib/admin-list';
import type { AdminPromotion, toRequest } from '../types/promotion';

type PromotionRequest = ReturnType<typeof toRequest>;
const LIST = { type: 'Promotion' as const, id: 'LIST' };
/** How many casinos the picker offers for what was typed. */
export const CASINO_CHOICES = 20;

const promotionsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminPromotions: build.query<Page<AdminPromotion>, ListView>({
      ...adminRead,
      query: (view) => ({ url: '/api/admin/promotions', params: listParams(view) }),
      providesTags: [LIST],
    }),
    getAdminPromotion: build.query<AdminPromotion, string>({
      ...adminRead,
      query: (id) => `/api/admin/promotions/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Promotion', id }],
    }),
    // The casino picker: the first casinos whose name matches what was typed (searched by the api).
    promotionCasinoOptions: build.query<Page<{ id: string; name: string }>, string>({
      ...adminRead,
      query: (search) => ({ url: '/api/admin/casinos', params: { sort: 'name', order: 'asc', page_size: CASINO_CHOICES, ...(search ? { search } : {}) } }),
      providesTags: [{ type: 'Casino', id: 'LIST' }],
    }),
    // The category select: every category, page after page (there are few).
    promotionCategoryOptions: build.query<{ id: string; name: string; is_active: boolean }[], void>({
      ...adminRead,
      async queryFn(_arg, _api, _extra, fetch) {
        type Category = { id: string; name: string; is_active: boolean };
        const all: Category[] = [];
        for (let page = 1; ; page++) {
          const r = await fetch({ url: '/api/admin/categories', params: { page, page_size: 100 } });
          if (r.error) return { error: r.error as FetchBaseQueryError };
          const answer = r.data as Page<Category>;
          all.push(...answer.items);
          if (answer.items.length === 0 || all.length >= answer.total) return { data: all };
        }
      },
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    createPromotion: build.mutation<AdminPromotion, PromotionRequest>({
      query: (body) => ({ url: '/api/admin/promotions', method: 'POST', body }),
      invalidatesTags: [LIST, 'Dashboard', { type: 'Category', id: 'LIST' }, { type: 'Casino', id: 'LIST' }],
    }),
    updatePromotion: build.mutation<AdminPromotion, PromotionRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/api/admin/promotions/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: 'Promotion', id }, 'Dashboard', { type: 'Category', id: 'LIST' }],
    }),
    setPromotionActive: build.mutation<AdminPromotion, { id: string; active: boolean }>({
      query: ({ id, active }) => ({ url: `/api/admin/promotions/${id}/${active ? 'activate' : 'deactivate'}`, method: 'POST' }),
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: 'Promotion', id }, 'Dashboard', { type: 'Casino', id: 'LIST' }],
    }),
    deletePromotion: build.mutation<void, string>({
      query: (id) => ({ url: `/api/admin/promotions/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST, 'Dashboard', { type: 'Category', id: 'LIST' }, { type: 'Casino', id: 'LIST' }],
    }),
  }),
});

export const {
  useListAdminPromotionsQuery,
  useGetAdminPromotionQuery,
  usePromotionCasinoOptionsQuery,
  usePromotionCategoryOptionsQuery,
  useCreatePromotionMutation,
  useUpdatePromotionMutation,
  useSetPromotionActiveMutation,
  useDeletePromotionMutation,
} = promotionsAdminApi;
