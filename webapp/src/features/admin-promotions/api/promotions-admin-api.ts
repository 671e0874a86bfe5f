// Promotions in the back office: list, one record, the commands, and the casino and category
// choices of the form.
import { adminRead, api } from '@/lib/api';
import type { AdminPromotion, toRequest } from '../types/promotion';

type PromotionRequest = ReturnType<typeof toRequest>;
const LIST = { type: 'Promotion' as const, id: 'LIST' };

const promotionsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminPromotions: build.query<AdminPromotion[], void>({
      ...adminRead,
      query: () => '/api/admin/promotions',
      providesTags: [LIST],
    }),
    getAdminPromotion: build.query<AdminPromotion, string>({
      ...adminRead,
      query: (id) => `/api/admin/promotions/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Promotion', id }],
    }),
    promotionCasinoOptions: build.query<{ id: string; name: string }[], void>({
      ...adminRead,
      query: () => '/api/admin/casinos',
      providesTags: [{ type: 'Casino', id: 'LIST' }],
    }),
    promotionCategoryOptions: build.query<{ id: string; name: string; is_active: boolean }[], void>({
      ...adminRead,
      query: () => '/api/admin/categories',
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
