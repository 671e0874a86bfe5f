// The Redux store: the RTK Query caches (public data, and the back office's behind the admin
// session) and the toast slice (UI state).
import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { adminApi } from '@/lib/admin-api';
import { api } from '@/lib/api';
import { toastsSlice } from '@/stores/toasts-slice';

export function makeStore() {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [adminApi.reducerPath]: adminApi.reducer,
      toasts: toastsSlice.reducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, adminApi.middleware),
  });
  // Lets queries refetch when the network comes back (refetchOnReconnect in lib/api.ts).
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
