// The delete flow every list shares: ask first, run the command with the dialog locked, toast
// the outcome, close. `failure` gets the error to pick its message.
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { showToast } from '@/stores/toasts-slice';
import { ConfirmDialog } from './confirm-dialog';

interface Options<T> {
  remove: (item: T) => Promise<unknown>;
  success: string | ((item: T) => string);
  failure: (error: unknown) => string;
  title: string;
  message: (item: T) => string;
  /** The confirm button's text and its busy text, when the action is not a deletion. */
  confirmLabel?: string;
  busyLabel?: string;
  tone?: 'danger' | 'primary';
}

export function useConfirmedDelete<T>({ remove, success, failure, title, message, confirmLabel, busyLabel, tone }: Options<T>) {
  const dispatch = useDispatch();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (target === null) return;
    setBusy(true);
    try {
      await remove(target);
      dispatch(showToast('success', typeof success === 'string' ? success : success(target)));
    } catch (error) {
      dispatch(showToast('error', failure(error)));
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={title}
      message={target === null ? '' : message(target)}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      busy={busy}
      tone={tone}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog };
}
