import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTests } from '@/lib/admin-session';
import { resetSessionCheckForTests } from '@/features/admin-auth/hooks/use-admin-session';
import { mockApi, type MockRequest } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render';
import type { AdminCasino } from '../types/casino';

const tokens = { access_token: 'eyJ.test.token', token_type: 'bearer', expires_in: 900, user: { id: 'u1', email: 'a@b.co', role: 'admin' } };

const featured: AdminCasino = {
  id: '6f1c2a8e-5b7d-4e0f-8c3a-9d2b1e4f7a60',
  name: 'Altın Yıldız Casino',
  slug: 'altin-yildiz-casino',
  url: 'https://example.com',
  logo_url: 'https://example.com/logo.png',
  description: '<p>Lisanslı ve güvenilir bir site.</p>',
  details: '<p>Lisans: Curaçao</p>',
  rating: 4.5,
  featured: true,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  promo_count: 2,
};

afterEach(() => {
  resetSessionForTests();
  resetSessionCheckForTests();
});

function mockCasinoApi() {
  return mockApi({
    'POST /api/auth/token': tokens,
    [`/api/admin/casinos/${featured.id}`]: featured,
    [`PUT /api/admin/casinos/${featured.id}`]: (request: MockRequest) => ({ body: { ...featured, ...(request.body as object) } }),
  });
}

describe('the casino form', () => {
  it("keeps a featured casino's badge, rating and details when only its URL is edited", async () => {
    const api = mockCasinoApi();
    renderApp(`/admin/casinos/edit/${featured.id}`);
    const url = await screen.findByLabelText('Site URL', {}, { timeout: 12_000 });
    await vi.waitFor(() => expect(url).toHaveValue('https://example.com'));
    expect(screen.getByRole('checkbox', { name: 'Öne Çıkan' })).toBeChecked();
    expect(screen.getByLabelText('Puan (0-5, isteğe bağlı)')).toHaveValue(4.5);

    await userEvent.clear(url);
    await userEvent.type(url, 'https://yeni.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await vi.waitFor(() => expect(currentPath()).toBe('/admin/casinos'));
    expect(api.callsTo(`/api/admin/casinos/${featured.id}`, 'PUT').map((c) => c.body)).toEqual([
      {
        name: 'Altın Yıldız Casino',
        url: 'https://yeni.example.com',
        logo_url: 'https://example.com/logo.png',
        description: '<p>Lisanslı ve güvenilir bir site.</p>',
        details: '<p>Lisans: Curaçao</p>',
        rating: 4.5,
        featured: true,
      },
    ]);
  }, 30_000);

  it('sets featured off and clears the rating, and refuses a rating outside 0-5 with the message the api gives', async () => {
    const api = mockCasinoApi();
    renderApp(`/admin/casinos/edit/${featured.id}`);
    const rating = await screen.findByLabelText('Puan (0-5, isteğe bağlı)', {}, { timeout: 12_000 });
    await vi.waitFor(() => expect(rating).toHaveValue(4.5));
    await userEvent.clear(rating);
    await userEvent.type(rating, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByText('Puan 0 ile 5 arasında olmalıdır')).toBeInTheDocument();
    expect(api.callsTo(`/api/admin/casinos/${featured.id}`, 'PUT')).toEqual([]);

    await userEvent.clear(rating);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Öne Çıkan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await vi.waitFor(() => expect(api.callsTo(`/api/admin/casinos/${featured.id}`, 'PUT')).toHaveLength(1));
    expect(api.callsTo(`/api/admin/casinos/${featured.id}`, 'PUT')[0].body).toMatchObject({ featured: false, rating: null });
  }, 30_000);
});
