import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTests } from '@/lib/admin-session';
import { resetSessionCheckForTests } from '@/features/admin-auth/hooks/use-admin-session';
import { apiError, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';
import type { PublishingPage } from '../api/publishing-admin-api';

const tokens = { access_token: 'eyJ.test.token', token_type: 'bearer', expires_in: 900, user: { id: 'u1', email: 'a@b.co', role: 'admin' } };
const nextDay = new Date(Date.now() + 20 * 3600 * 1000).toISOString();

function pageWith(settings: Partial<PublishingPage['settings']>): PublishingPage {
  return {
    settings: { daily_publish_count: 2, is_active: true, next_publish_at: nextDay, last_published_at: null, updated_at: null, stored: true, ...settings },
    pending_drafts: 3,
    logs: [],
  };
}

afterEach(() => {
  resetSessionForTests();
  resetSessionCheckForTests();
});

describe('opening the scheduled-publishing page', () => {
  it('leaves a schedule the admin stopped with Durdur stopped', async () => {
    const api = mockApi({
      'POST /api/auth/token': tokens,
      '/api/admin/scheduled-publishing': pageWith({ is_active: false }),
      'PUT /api/admin/scheduled-publishing': pageWith({ is_active: true }),
    });
    renderApp('/admin/scheduled-publishing');
    expect(await screen.findByRole('button', { name: 'Başlat' }, { timeout: 12_000 })).toBeInTheDocument();
    expect(screen.getByTestId('system-status')).toHaveTextContent('Pasif');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo('/api/admin/scheduled-publishing', 'PUT')).toEqual([]);
  }, 30_000);

  it('creates the record when there is none: count 1, active', async () => {
    const api = mockApi({
      'POST /api/auth/token': tokens,
      '/api/admin/scheduled-publishing': pageWith({ stored: false, daily_publish_count: 1 }),
      'PUT /api/admin/scheduled-publishing': pageWith({ daily_publish_count: 1 }),
    });
    renderApp('/admin/scheduled-publishing');
    expect(await screen.findByRole('button', { name: 'Durdur' }, { timeout: 12_000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.callsTo('/api/admin/scheduled-publishing', 'PUT').map((c) => c.body)).toEqual([{ daily_publish_count: 1, is_active: true }]));
  }, 30_000);
});

describe('the scheduled-publishing page when a load fails', () => {
  it('says the schedule could not be loaded when the first load fails, once', async () => {
    mockApi({ 'POST /api/auth/token': tokens, '/api/admin/scheduled-publishing': () => apiError(500, 'internal', 'Sunucu hatası') });
    renderApp('/admin/scheduled-publishing');
    const toaster = within(await screen.findByTestId('toaster'));
    expect(await toaster.findByText('Zamanlanmış yayınlama ayarları yüklenirken bir hata oluştu', {}, { timeout: 12_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
    expect(toaster.getAllByRole('alert')).toHaveLength(1);
  }, 30_000);

  it('says the log could not be loaded when a reload fails, keeping what it showed', async () => {
    let reads = 0;
    mockApi({
      'POST /api/auth/token': tokens,
      '/api/admin/scheduled-publishing': () => (++reads === 1 ? { body: pageWith({}) } : apiError(500, 'internal', 'Sunucu hatası')),
      'POST /api/admin/scheduled-publishing/run': { ...pageWith({}), success: true, publishedCount: 1, message: '1 blog yazısı yayınlandı' },
    });
    renderApp('/admin/scheduled-publishing');
    await userEvent.click(await screen.findByRole('button', { name: 'Şimdi Yayınla' }, { timeout: 12_000 }));
    const toaster = within(screen.getByTestId('toaster'));
    expect(await toaster.findByText('Yayınlama logları yüklenirken bir hata oluştu')).toBeInTheDocument();
    expect(screen.getByTestId('pending-drafts')).toHaveTextContent('3');
    expect(toaster.queryByText('Zamanlanmış yayınlama ayarları yüklenirken bir hata oluştu')).not.toBeInTheDocument();
  }, 30_000);
});
