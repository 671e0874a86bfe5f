// The spec's toast rules: up to 20 at once, success 2 s, error 4 s, a progress toast until it is
// replaced (and its result then keeps its own time).
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { showToast } from '@/stores/toasts-slice';

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const texts = () => Array.from(screen.getByTestId('toaster').querySelectorAll('p')).map((p) => p.textContent);

describe('the toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps up to 20 toasts, the oldest going first', () => {
    const { store } = renderWithProviders(<div />);
    act(() => {
      for (let i = 1; i <= 25; i++) store.dispatch(showToast('error', `Hata ${i}`));
    });
    expect(texts()).toHaveLength(20);
    expect(texts()[0]).toBe('Hata 6');
    expect(texts()[19]).toBe('Hata 25');
  });

  it('closes a success after 2 s and an error after 4 s', async () => {
    const { store } = renderWithProviders(<div />);
    act(() => {
      store.dispatch(showToast('success', 'Kaydedildi'));
      store.dispatch(showToast('error', 'Kaydedilemedi'));
    });
    await advance(1990);
    expect(texts()).toEqual(['Kaydedildi', 'Kaydedilemedi']);
    await advance(20);
    expect(texts()).toEqual(['Kaydedilemedi']);
    await advance(1980);
    expect(texts()).toEqual(['Kaydedilemedi']);
    await advance(20);
    expect(texts()).toEqual([]);
  });

  it('keeps a progress toast until it is replaced, then gives the result its own time', async () => {
    const { store } = renderWithProviders(<div />);
    const progress = showToast('loading', 'Giriş yapılıyor...');
    act(() => {
      store.dispatch(progress);
    });
    await advance(60_000);
    expect(texts()).toEqual(['Giriş yapılıyor...']);
    act(() => {
      store.dispatch(showToast('success', 'Giriş başarılı! Yönlendiriliyorsunuz...', progress.payload.id));
    });
    expect(texts()).toEqual(['Giriş başarılı! Yönlendiriliyorsunuz...']);
    await advance(1990);
    expect(texts()).toEqual(['Giriş başarılı! Yönlendiriliyorsunuz...']);
    await advance(20);
    expect(texts()).toEqual([]);
  });
});
