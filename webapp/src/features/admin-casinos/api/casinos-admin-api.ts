// Casinos in the back office: the paged list, one casino for the edit form, and the commands.
import { adminRead, api } from '@/lib/api';
import { listParams, type ListView, type Page } from '@/lib/admin-list';
import type { AdminCasino, CasinoInput } from '../types/casino';

const casinosAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminCasinos: build.query<Page<AdminCasino>, ListView>({
      ...adminRead,
      query: (view) => ({ url: '/api/admin/casinos', params: listParams(view) }),
      providesTags: [{ type: 'Casino', id: 'LIST' }],
    }),
    getAdminCasino: build.query<AdminCasino, string>({
      ...adminRead,
      query: (id) => `/api/admin/casinos/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Casino', id }],
    }),
    createCasino: build.mutation<AdminCasino, CasinoInput>({
      query: (body) => ({ url: '/api/admin/casinos', method: 'POST', body }),
      invalidatesTags: [{ type: 'Casino', id: 'LIST' }, 'Dashboard'],
    }),
    updateCasino: build.mutation<AdminCasino, CasinoInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/api/admin/casinos/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Casino', id: 'LIST' }, { type: 'Casino', id }, 'Dashboard', 'Promotion'],
    }),
    deleteCasino: build.mutation<void, string>({
      query: (id) => ({ url: `/api/admin/casinos/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Casino', id: 'LIST' }, { type: 'Casino', id }, 'Dashboard', 'Promotion'],
    }),
  }),
});

export const { useListAdminCasinosQuery, useGetAdminCasinoQuery, useCreateCasinoMutation, useUpdateCasinoMutation, useDeleteCasinoMutation } = casinosAdminApi;
