// While the app starts behind the server's first screen, the store's answers reach components as
// non-urgent updates. A store change re-renders a useSyncExternalStore reader at once, in one task that
// is never time-sliced, so each embedded answer's render (a casino's description, its 24
// promotion cards) was a long task of the main thread. Until the app is shown
// (lib/first-paint.ts) a component here re-renders for a change in startTransition instead: React
// renders it in slices of a few milliseconds and the main thread stays free (Lighthouse's total
// blocking time; docs/first-paint.md). Afterwards a change re-renders at once, as with
// react-redux's useSelector. RTK Query's hooks use it (lib/api.ts), and so does the toaster, so
// react-redux's own useSelector is not in the bundle.
import { startTransition, useCallback, useLayoutEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';

let asTransitions = false;

/** Store changes re-render as non-urgent updates while `on` (the app's start: lib/first-paint.ts). */
export function renderStoreChangesAsTransitions(on: boolean): void {
  asTransitions = on;
}

// The components whose re-render for a store change is scheduled but not rendered yet.
const waiting = new Set<object>();

/** Whether a component still has to render a store change (lib/first-paint.ts waits for it). */
export const transitionRendersPending = () => waiting.size > 0;

/** useSelector, with the re-render for a store change as a non-urgent update during the app's start. */
export function useTransitionSelector<S, T>(selector: (state: S) => T, equal: (a: T, b: T) => boolean = Object.is): T {
  const store = useStore<S>();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const last = useRef<{ value: T } | null>(null);
  const read = () => selector(store.getState());
  const changed = () => !last.current || !equal(last.current.value, read());
  // The same value for an equal selection, as useSyncExternalStore requires.
  const getSnapshot = () => {
    if (changed()) last.current = { value: read() };
    return last.current!.value;
  };
  const latestChanged = useRef(changed);
  latestChanged.current = changed;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribe = store.subscribe(() => {
        if (!asTransitions) return onChange();
        if (!latestChanged.current()) return;
        waiting.add(last);
        startTransition(rerender);
      });
      return () => {
        unsubscribe();
        waiting.delete(last);
      };
    },
    [store],
  );
  const value = useSyncExternalStore(subscribe, getSnapshot);
  useLayoutEffect(() => {
    waiting.delete(last);
  });
  return value;
}
