// The store's changes reach components as non-urgent updates (time-sliced renders), not as urgent
// updates: a re-render that suspends keeps the screen as it was instead of showing the fallback.
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderStoreChangesAsTransitions, transitionRendersPending, useTransitionSelector } from './transition-selector';

const slice = createSlice({
  name: 'value',
  initialState: { value: 'a' },
  reducers: { set: (state, action: { payload: string }) => ({ ...state, value: action.payload }) },
});
const never = new Promise<never>(() => {});

function Value() {
  const value = useTransitionSelector((state: { value: { value: string } }) => state.value.value);
  // 'wait' stands for a render that cannot finish yet (it suspends).
  if (value === 'wait') throw never;
  return <p>value {value}</p>;
}

function setup() {
  const store = configureStore({ reducer: { value: slice.reducer } });
  render(
    <Provider store={store}>
      <Suspense fallback={<p>fallback</p>}>
        <Value />
      </Suspense>
    </Provider>,
  );
  return store;
}

describe('useTransitionSelector', () => {
  beforeEach(() => renderStoreChangesAsTransitions(true));
  afterEach(() => renderStoreChangesAsTransitions(false));

  it('renders a store change, and says it is pending until then', async () => {
    const store = setup();
    expect(screen.getByText('value a')).toBeInTheDocument();
    expect(transitionRendersPending()).toBe(false);

    act(() => {
      store.dispatch(slice.actions.set('b'));
      expect(transitionRendersPending()).toBe(true);
    });
    expect(await screen.findByText('value b')).toBeInTheDocument();
    expect(transitionRendersPending()).toBe(false);
  });

  it('renders a store change as a non-urgent update: the screen stays while the new render suspends', async () => {
    const store = setup();
    await act(async () => {
      store.dispatch(slice.actions.set('wait'));
    });
    // An urgent update would have replaced the content with the fallback.
    expect(screen.getByText('value a')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();

    await act(async () => {
      store.dispatch(slice.actions.set('c'));
    });
    expect(screen.getByText('value c')).toBeInTheDocument();
  });

  it('renders a store change at once once the app is shown', async () => {
    const store = setup();
    renderStoreChangesAsTransitions(false);
    await act(async () => {
      store.dispatch(slice.actions.set('wait'));
    });
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(transitionRendersPending()).toBe(false);
  });
});
