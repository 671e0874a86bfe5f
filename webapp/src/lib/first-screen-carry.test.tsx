// The takeover hands the app what the reader did on the server's first screen in the meantime.
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { appContainer, FIRST_SCREEN_ATTRIBUTE, showWhenEmbeddedDataRendered } from './first-paint';
import { setInitialDataForTests } from './initial-data';

// The app's part of the page: a controlled search box and a card that opens.
function Card() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <div>
      <input type="search" aria-label="Bonus ara" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => setOpen(true)}>
        Detayları Gör
      </button>
      <output>{open ? `açık: ${text}` : text}</output>
    </div>
  );
}

// The same markup as the server writes it: its first screen element stands for the app's top one.
const SERVER_MARKUP = `<div ${FIRST_SCREEN_ATTRIBUTE}><input type="search" aria-label="Bonus ara" value=""><button type="button">Detayları Gör</button><output></output></div>`;

/** The server's first screen in a page, and the app rendered over it (not yet taken over). */
async function mountOverFirstScreen() {
  setInitialDataForTests({});
  const root = document.createElement('div');
  root.innerHTML = SERVER_MARKUP;
  document.body.append(root);
  const container = appContainer(root);
  await act(async () => createRoot(container).render(<Card />));
  return { root, container };
}

/** The app takes over (a page without embedded answers: at once), and the hand-over runs. */
async function takeOver(container: HTMLElement) {
  await act(async () => {
    showWhenEmbeddedDataRendered(container, () => ({ api: { queries: {} } }));
    await Promise.resolve();
  });
}

describe('the takeover of a first screen', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    setInitialDataForTests(null);
  });

  it('hands the app the text typed, the caret and the buttons tapped before it took over', async () => {
    const { root, container } = await mountOverFirstScreen();

    // The reader types and taps on the server's markup (the app's layer is still hidden).
    const screen = root.querySelector(`[${FIRST_SCREEN_ATTRIBUTE}]`)!;
    const serverBox = screen.querySelector('input')!;
    serverBox.focus();
    serverBox.value = 'SLOT';
    serverBox.setSelectionRange(2, 2);
    screen.querySelector('button')!.click();

    await takeOver(container);

    expect(root.querySelector(`[${FIRST_SCREEN_ATTRIBUTE}]`)).toBeNull();
    const appBox = container.querySelector('input')!;
    expect(appBox.value).toBe('SLOT');
    expect(document.activeElement).toBe(appBox);
    expect(appBox.selectionStart).toBe(2);
    expect(container.querySelector('output')!.textContent).toBe('açık: SLOT');
  });

  it('hands nothing over when the reader did nothing', async () => {
    const { container } = await mountOverFirstScreen();
    await takeOver(container);
    expect(container.querySelector('input')!.value).toBe('');
    expect(container.querySelector('output')!.textContent).toBe('');
    expect(document.activeElement).toBe(document.body);
  });
});
