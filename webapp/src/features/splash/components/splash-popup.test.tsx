// The splash popup with fake timers: delay, 5 s countdown, close button, image click, never on admin paths.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSplashAd } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp, renderWithProviders } from '@/testing/render';
import { SplashPopup } from './splash-popup';

const ads = [makeSplashAd({ title: 'Birinci Reklam', href: 'https://a.example/' }), makeSplashAd({ title: 'İkinci Reklam', href: 'https://b.example/' })];

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('SplashPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears after the delay, counts down 5 seconds, then offers a close button', async () => {
    mockApi({ '/api/splash-ads': ads });
    renderWithProviders(<SplashPopup delayMs={7000} random={() => 0.9} />);
    await advance(6900);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await advance(100);
    const dialog = screen.getByRole('dialog', { name: 'İkinci Reklam' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByTestId('splash-countdown')).toHaveTextContent('5');
    expect(screen.queryByRole('button', { name: 'Kapat' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await advance(1000);
    expect(screen.getByTestId('splash-countdown')).toHaveTextContent('4');
    await advance(3000);
    expect(screen.getByTestId('splash-countdown')).toHaveTextContent('1');
    await advance(1000);
    expect(screen.queryByTestId('splash-countdown')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it("uses the component's default delay of 5 seconds", async () => {
    mockApi({ '/api/splash-ads': ads });
    renderWithProviders(<SplashPopup random={() => 0} />);
    await advance(4999);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('dialog', { name: 'Birinci Reklam' })).toBeInTheDocument();
  });

  it('opens the ad in a new tab and closes when the image is clicked', async () => {
    mockApi({ '/api/splash-ads': ads });
    renderWithProviders(<SplashPopup delayMs={100} random={() => 0} />);
    await advance(100);
    const link = screen.getByRole('link', { name: 'Birinci Reklam' });
    expect(link).toHaveAttribute('href', `/git?reklam=${ads[0].id}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored nofollow noopener');
    fireEvent.click(link);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays away when there is no active ad', async () => {
    mockApi({ '/api/splash-ads': [] });
    renderWithProviders(<SplashPopup delayMs={100} />);
    await advance(10_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('SplashPopup on admin paths', () => {
  it('is never mounted: no ads are even fetched', async () => {
    const api = mockApi({ '/api/splash-ads': ads });
    renderApp('/admin/login');
    // The back office is a lazily loaded chunk: give it the time the other admin tests give it.
    expect(await screen.findByRole('heading', { name: 'Admin Paneli' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('/api/splash-ads')).toHaveLength(0);
  });
});
