// The switch the list pages share (publish a post, activate a promotion, switch a splash ad):
// run the command, then toast the outcome. `success` is left out where the page shows no
// success toast (the switch itself shows the new state).
import { useDispatch } from 'react-redux';
import { showToast } from '@/stores/toasts-slice';

interface Options<T> {
  run: (item: T) => Promise<unknown>;
  /** The success toast, from the item as it was before the switch. */
  success?: (item: T) => string;
  failure: string;
}

export function useToggleWithToast<T>({ run, success, failure }: Options<T>) {
  const dispatch = useDispatch();
  return async function toggle(item: T) {
    try {
      await run(item);
      if (success) dispatch(showToast('success', success(item)));
    } catch {
      dispatch(showToast('error', failure));
    }
  };
}
