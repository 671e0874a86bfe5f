// What every two-tab record form does: fill the form once the record has loaded (its load error
// is toasted by DataState, with the form's text), and show the tab that holds the fields a
// failed save or check complains about.
import { useCallback, useEffect } from 'react';

export function useLoadRecord<T, F>(record: { data?: T }, reset: (form: F) => void, toForm: (data: T) => F) {
  useEffect(() => {
    if (record.data) reset(toForm(record.data));
  }, [record.data, reset, toForm]);
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
