import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { resetSessionForTests } from '@/lib/admin-session';
import { resetSessionCheckForTests } from '@/features/admin-auth/hooks/use-admin-session';
import { mockApi } from '@/testing/mock-api';
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
