// The bin: deleted content, newest deletion first, searched and filtered by the api; restoring
// one brings it back with its id (and its address when that is still free).
import { adminRead, api } from '@/lib/api';
import { ENTITY_TAGS } from '@/lib/history-api';
import { BIN_PAGE_SIZE, type BinPage, type BinQuery, type BinType } from '../types/bin';

const binAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBin: build.query<BinPage, BinQuery>({
      ...adminRead,
      query: ({ q, type, page }) => ({
        url: '/api/admin/bin',
        params: { ...(q ? { q } : {}), ...(type ? { type } : {}), page, page_size: BIN_PAGE_SIZE },
      }),
      providesTags: ['Bin'],
    }),
    restoreFromBin: build.mutation<unknown, { type: BinType; id: string }>({
      query: ({ type, id }) => ({ url: `/api/admin/bin/${type}/${id}/restore`, method: 'POST' }),
      // Back in its lists, its public pages and its history; gone from the bin.
      invalidatesTags: (_r, _e, { type }) => ['Bin', 'History', 'Activity', ...ENTITY_TAGS[type]],
    }),
  }),
});

export const { useListBinQuery, useRestoreFromBinMutation } = binAdminApi;
