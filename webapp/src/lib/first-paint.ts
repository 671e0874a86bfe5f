// The first paint of a page the api served with its data embedded (lib/initial-data.ts). RTK
// Query hands an embedded answer to a component one task after it first rendered, so left alone
// the browser would paint every section's spinner first and then the content, moving everything
// below it (the footer, the article under 'today's bonuses'): a layout shift of 0.2 to 0.9 on a
// phone. Instead the app renders hidden until every query it asked for that the page answers
// itself has been rendered (including the queries of what those answers made appear), and then
// shows in one frame. Answers the page does not carry (comments, a post's view count) are not
// waited for: their places are reserved at their final size instead.
//
// On a page whose first screen the api wrote into #root (api/src/web/first_screen.hpp), that
// first screen stays on show meanwhile: the app renders into an element of its own laid over it,
// laid out but hidden (appContainer), and in the frame it is shown the server's markup is removed.
// Both are the same markup with the same styles, so nothing flashes and nothing moves.
//
// What the reader did on the first screen meanwhile (typed, focused, tapped) is handed to the
// app's same elements when it takes over (lib/first-screen-carry.ts).
import { carryOver, noteTaps, readerState } from './first-screen-carry';
import { embeddedAnswerKeys, hasInitialData } from './initial-data';
import { renderStoreChangesAsTransitions, transitionRendersPending } from './transition-selector';

interface QueryEntry {
  status?: string;
}
type StateWithQueries = { api: { queries: Record<string, QueryEntry | undefined> } };

/** The attribute of the element the api wrote the page's first screen into (first_screen.hpp). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
const APP_LAYER_ATTRIBUTE = 'data-app-layer';

/**
 * Where the app renders: `root` itself, or, when the api wrote the page's first screen into
 * `root`, a new element in `root` laid over that first screen (until the app takes over).
 */
export function appContainer(root: HTMLElement): HTMLElement {
  const screen = root.querySelector(`:scope > [${FIRST_SCREEN_ATTRIBUTE}]`);
  if (!screen) return root;
  noteTaps(screen);
  const layer = document.createElement('div');
  layer.setAttribute(APP_LAYER_ATTRIBUTE, '');
  Object.assign(layer.style, { position: 'absolute', top: '0', left: '0', right: '0' });
  root.append(layer);
  return layer;
}

/** The app's layer takes the place of everything else in its parent (the server's first screen). */
function takeOver(container: HTMLElement): void {
  const parent = container.parentElement;
  if (!parent || !container.hasAttribute(APP_LAYER_ATTRIBUTE)) return;
  const screen = parent.querySelector(`:scope > [${FIRST_SCREEN_ATTRIBUTE}]`);
  const state = screen ? readerState(screen) : null;
  for (const child of [...parent.children]) if (child !== container) child.remove();
  container.removeAttribute(APP_LAYER_ATTRIBUTE);
  Object.assign(container.style, { position: '', top: '', left: '', right: '' });
  // After the caller has shown the container: a hidden element takes no focus.
  if (state) queueMicrotask(() => carryOver(state, container.firstElementChild));
}

/** At most this long hidden, whatever happens (a query that never settles). */
export const FIRST_PAINT_MAX_WAIT_MS = 1500;

/**
 * Hides `root` (the app's container) until the embedded answers the app asked for are rendered,
 * then shows it, in the same frame as the server's first screen leaves. Does nothing on a page
 * without embedded data (the back office, dev mode). `onShown` is for tests.
 */
export function showWhenEmbeddedDataRendered(
  root: HTMLElement,
  getState: () => StateWithQueries,
  onShown?: () => void,
): void {
  if (!hasInitialData()) {
    takeOver(root);
    return;
  }
  root.style.visibility = 'hidden';
  renderStoreChangesAsTransitions(true);
  let shown = false;
  const show = () => {
    if (shown) return;
    shown = true;
    renderStoreChangesAsTransitions(false);
    window.clearTimeout(deadline);
    takeOver(root);
    root.style.visibility = '';
    onShown?.();
  };
  const deadline = window.setTimeout(show, FIRST_PAINT_MAX_WAIT_MS);
  let lastCount = -1;
  let quietRounds = 0;
  // Once a frame (after the frame's work: the store's batched notifications and React's render):
  // settled when the app has taken an embedded answer, none is still on its way and none was
  // added for two rounds.
  const check = () => {
    if (shown) return;
    const keys = embeddedAnswerKeys();
    const queries = getState().api.queries;
    const pending = transitionRendersPending() || [...keys].some((key) => queries[key]?.status === 'pending');
    if (!pending && keys.size > 0 && keys.size === lastCount) quietRounds += 1;
    else quietRounds = 0;
    lastCount = keys.size;
    if (quietRounds >= 2) show();
    else next();
  };
  const next = () => window.requestAnimationFrame(() => window.setTimeout(check, 0));
  next();
}
