// Promotion categories in the back office.
import { adminRead, api } from '@/lib/api';
import { listParams, type ListView, type Page } from '@/lib/admin-list';
import type { AdminCategory, CategoryInput } from '../types/category';

type CategoryRequest = Omit<CategoryInput, 'description'> & { description: string | null };
const LIST = { type: 'Category' as const, id: 'LIST' };

const categoriesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminCategories: build.query<Page<AdminCategory>, ListView>({
      ...adminRead,
      query: (view) => ({ url: '/api/admin/categories', params: listParams(view) }),
      providesTags: [LIST],
    }),
    createCategory: build.mutation<AdminCategory, CategoryRequest>({
      query: (body) => ({ url: '/api/admin/categories', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateCategory: build.mutation<AdminCategory, CategoryRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/api/admin/categories/${id}`, method: 'PUT', body }),
      invalidatesTags: [LIST, { type: 'Promotion', id: 'LIST' }],
    }),
    deleteCategory: build.mutation<void, string>({
      query: (id) => ({ url: `/api/admin/categories/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useListAdminCategoriesQuery, useCreateCategoryMutation, useUpdateCategoryMutation, useDeleteCategoryMutation } = categoriesAdminApi;
