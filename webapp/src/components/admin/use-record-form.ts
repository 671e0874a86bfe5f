// What every two-tab record form does: fill the form once the record has loaded (or toast the
// spec's load error), and show the tab that holds the fields a failed save or check complains
// about.
import { useCallback, useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { showToast } from '@/stores/toasts-slice';

export function useLoadRecord<T, F>(record: { data?: T; error?: unknown }, reset: (form: F) => void, toForm: (data: T) => F, loadError: string) {
  const dispatch = useDispatch();
  useEffect(() => {
    if (record.data) reset(toForm(record.data));
  }, [record.data, reset, toForm]);
  useEffect(() => {
    if (record.error) dispatch(showToast('error', loadError));
  }, [record.error, dispatch, loadError]);
}

/** The fields the api's 422 names (its `details`). */
export function serverErrorFields(error: unknown): string[] {
  const details = (error as { data?: { error?: { details?: { field?: string }[] } } }).data?.error?.details ?? [];
  return details.map((d) => d.field ?? '');
}

/** Switches to `second` when every failing field is one of `secondFields`, else to `first`
 *  when any is not. */
export function useTabOfErrors<T extends string>(setTab: (tab: T) => void, first: T, second: T, secondFields: string[]) {
  return useCallback(
    (names: string[]) => {
      if (names.length && names.every((n) => secondFields.includes(n))) setTab(second);
      else if (names.some((n) => !secondFields.includes(n))) setTab(first);
    },
    [setTab, first, second, secondFields],
  );
}
