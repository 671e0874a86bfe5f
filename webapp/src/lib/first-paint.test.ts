// The first paint: hidden until the embedded answers are rendered, never longer than the cap.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appContainer, FIRST_PAINT_MAX_WAIT_MS, FIRST_SCREEN_ATTRIBUTE, showWhenEmbeddedDataRendered } from './first-paint';
import { noteEmbeddedAnswer, setInitialDataForTests } from './initial-data';

const appRenders = vi.hoisted(() => ({ pending: false }));
vi.mock('./transition-selector', () => ({ transitionRendersPending: () => appRenders.pending, renderStoreChangesAsTransitions: () => {} }));

type Queries = Record<string, { status: string }>;

function stateOf(queries: Queries) {
  return () => ({ api: { queries } });
}

describe('showWhenEmbeddedDataRendered', () => {
  let root: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    root = document.createElement('div');
  });
  afterEach(() => {
    vi.useRealTimers();
    setInitialDataForTests(null);
    appRenders.pending = false;
  });

  it('leaves a page without embedded data alone', () => {
    setInitialDataForTests({});
    showWhenEmbeddedDataRendered(root, stateOf({}));
    expect(root.style.visibility).toBe('');
  });

  it('shows the page only once every embedded answer it took is rendered', () => {
    setInitialDataForTests({ '/api/hero': {}, '/api/latest-posts': [] });
    const queries: Queries = {};
    const shown = vi.fn();
    showWhenEmbeddedDataRendered(root, stateOf(queries), shown);
    expect(root.style.visibility).toBe('hidden');

    // Frames go by before the app has asked for anything: still hidden.
    vi.advanceTimersByTime(200);
    expect(shown).not.toHaveBeenCalled();

    // The app takes an answer; it is on its way for a while.
    noteEmbeddedAnswer('getHero(undefined)');
    queries['getHero(undefined)'] = { status: 'pending' };
    vi.advanceTimersByTime(300);
    expect(root.style.visibility).toBe('hidden');

    queries['getHero(undefined)'] = { status: 'fulfilled' };
    // What that answer made appear asks for another one.
    noteEmbeddedAnswer('getLatestPosts(undefined)');
    queries['getLatestPosts(undefined)'] = { status: 'pending' };
    vi.advanceTimersByTime(100);
    expect(shown).not.toHaveBeenCalled();

    queries['getLatestPosts(undefined)'] = { status: 'fulfilled' };
    vi.advanceTimersByTime(100);
    expect(shown).toHaveBeenCalledTimes(1);
    expect(root.style.visibility).toBe('');
  });

  it('waits for the store changes the app still renders as non-urgent updates', () => {
    setInitialDataForTests({ '/api/hero': {} });
    const queries: Queries = { 'getHero(undefined)': { status: 'fulfilled' } };
    noteEmbeddedAnswer('getHero(undefined)');
    appRenders.pending = true;
    const shown = vi.fn();
    showWhenEmbeddedDataRendered(root, stateOf(queries), shown);
    vi.advanceTimersByTime(300);
    expect(shown).not.toHaveBeenCalled();

    appRenders.pending = false;
    vi.advanceTimersByTime(100);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('never stays hidden longer than the cap', () => {
    setInitialDataForTests({ '/api/hero': {} });
    const queries: Queries = { 'getHero(undefined)': { status: 'pending' } };
    noteEmbeddedAnswer('getHero(undefined)');
    showWhenEmbeddedDataRendered(root, stateOf(queries));
    vi.advanceTimersByTime(FIRST_PAINT_MAX_WAIT_MS - 50);
    expect(root.style.visibility).toBe('hidden');
    vi.advanceTimersByTime(100);
    expect(root.style.visibility).toBe('');
  });

  it("renders the app over the server's first screen and swaps them in the frame the app is shown", () => {
    setInitialDataForTests({ '/api/hero': {} });
    root.innerHTML = `<div ${FIRST_SCREEN_ATTRIBUTE}><h1>Bonuslar</h1></div><noscript>liste</noscript>`;
    const container = appContainer(root);
    expect(container).not.toBe(root);
    expect(container.style.position).toBe('absolute');
    const queries: Queries = { 'getHero(undefined)': { status: 'pending' } };
    noteEmbeddedAnswer('getHero(undefined)');
    showWhenEmbeddedDataRendered(container, stateOf(queries));
    expect(container.style.visibility).toBe('hidden');
    expect(root.style.visibility).toBe('');
    vi.advanceTimersByTime(300);
    expect(root.children).toHaveLength(3);

    queries['getHero(undefined)'] = { status: 'fulfilled' };
    vi.advanceTimersByTime(100);
    expect([...root.children]).toEqual([container]);
    expect(container.style.visibility).toBe('');
    expect(container.style.position).toBe('');
  });

  it('renders into #root itself when the page has no first screen', () => {
    expect(appContainer(root)).toBe(root);
  });
});
