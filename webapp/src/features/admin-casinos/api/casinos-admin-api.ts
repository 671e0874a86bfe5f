// Casinos in the back office: the list (which also serves the edit form) and the commands.
import { adminRead, api } from '@/lib/api';
import type { AdminCasino, CasinoInput } from '../types/casino';

const casinosAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminCasinos: build.query<AdminCasino[], void>({
      ...adminRead,
      query: () => '/api/admin/casinos',
      providesTags: [{ type: 'Casino', id: 'LIST' }],
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

export const { useListAdminCasinosQuery, useCreateCasinoMutation, useUpdateCasinoMutation, useDeleteCasinoMutation } = casinosAdminApi;
