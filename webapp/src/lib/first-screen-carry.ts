// What a reader did on the server's first screen before the app took over (lib/first-paint.ts):
// the text typed into a box, where the caret was, and the buttons tapped (which do nothing in the
// server's markup). The app's render of the page is the same markup (the browser scenario
// first-screen.mjs compares them), so an element of the first screen and the app's element at the
// same place are found by the same path of child positions; at the takeover the app's elements
// get the text, the focus and the taps, so nothing the reader did in that second is lost.

/** The child positions from `top` down to `element`, or null when `element` is not under `top`. */
function pathOf(element: Element, top: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element = element; node !== top; ) {
    const parent = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return path;
}

function atPath(top: Element | null, path: number[]): Element | null {
  let node: Element | null = top;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(element: Element | null): element is TextField {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
}

/** Sets a field's text as typing does, so React's `onChange` sees it (its own setter would not). */
function typeInto(field: TextField, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (setter) setter.call(field, text);
  else field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const tapped = new WeakMap<Element, number[][]>();

/** Starts noting the buttons a reader taps on the first screen `screen`. */
export function noteTaps(screen: Element): void {
  const taps: number[][] = [];
  tapped.set(screen, taps);
  screen.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      const path = button && !button.disabled ? pathOf(button, screen) : null;
      if (path) taps.push(path);
    },
    { capture: true },
  );
}

/** What `screen` holds of the reader's doing, to hand to `carryOver` once the app is shown. */
export interface ReaderState {
  texts: { path: number[]; text: string }[];
  focus: { path: number[]; start: number | null; end: number | null } | null;
  taps: number[][];
}

/** Reads what the reader typed, focused and tapped on the first screen `screen`. */
export function readerState(screen: Element): ReaderState {
  const texts = [...screen.querySelectorAll('input, textarea')]
    .filter((field): field is TextField => isTextField(field) && field.value !== field.defaultValue)
    .flatMap((field) => {
      const path = pathOf(field, screen);
      return path ? [{ path, text: field.value }] : [];
    });
  const active = document.activeElement;
  const activePath = active && screen.contains(active) ? pathOf(active, screen) : null;
  const focus = activePath && {
    path: activePath,
    start: isTextField(active) ? active.selectionStart : null,
    end: isTextField(active) ? active.selectionEnd : null,
  };
  return { texts, focus, taps: tapped.get(screen) ?? [] };
}

/** Gives the app's render `appTop` (the first screen's counterpart) what the reader did. */
export function carryOver(state: ReaderState, appTop: Element | null): void {
  for (const { path, text } of state.texts) {
    const field = atPath(appTop, path);
    if (isTextField(field) && field.value === field.defaultValue) typeInto(field, text);
  }
  if (state.focus) {
    const target = atPath(appTop, state.focus.path);
    if (target instanceof HTMLElement) {
      target.focus();
      if (isTextField(target) && state.focus.start !== null) {
        try {
          target.setSelectionRange(state.focus.start, state.focus.end ?? state.focus.start);
        } catch {
          // A field type without a caret (number, email): the focus is enough.
        }
      }
    }
  }
  for (const path of state.taps) {
    const button = atPath(appTop, path);
    if (button instanceof HTMLButtonElement && !button.disabled) button.click();
  }
}
