// UI state of the toast notifications (no server data lives here). The spec's rules: up to 20 at
// once (the oldest goes first), and a toast shown with the id of one on screen replaces it in
// place, the way a progress toast ('Giriş yapılıyor...') becomes its result.
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** `loading` is a progress toast: it stays until it is replaced or closed. */
export type ToastKind = 'success' | 'error' | 'info' | 'loading';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
}

export interface ToastsState {
  items: Toast[];
}

/** The spec's toast limit. */
export const TOAST_LIMIT = 20;

const initialState: ToastsState = { items: [] };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<Toast>) {
        const at = state.items.findIndex((toast) => toast.id === action.payload.id);
        if (at >= 0) state.items[at] = action.payload;
        else state.items = [...state.items, action.payload].slice(-TOAST_LIMIT);
      },
      /** `replaces`: the id of a toast on screen (a progress toast) this one takes the place of. */
      prepare(kind: ToastKind, message: string, replaces?: string) {
        return { payload: { id: replaces ?? nanoid(), kind, message } };
      },
    },
    dismissToast(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { showToast, dismissToast } = toastsSlice.actions;

export const selectToasts = (state: { toasts: ToastsState }) => state.toasts.items;
