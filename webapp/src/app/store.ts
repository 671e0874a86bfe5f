// The Redux store: the one RTK Query cache (public data and the back office's, behind the admin
// session, in one API so commands invalidate across both) and the toast slice (UI state).
import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import { toastsSlice } from '@/stores/toasts-slice';

export function makeStore() {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      toasts: toastsSlice.reducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  // Lets queries refetch when the network comes back (refetchOnReconnect in lib/api.ts).
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
