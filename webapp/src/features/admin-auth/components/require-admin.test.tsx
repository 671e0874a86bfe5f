import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTests } from '@/lib/admin-session';
import { apiError, mockApi, type MockRequest } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render';
import { resetSessionCheckForTests } from '../hooks/use-admin-session';

const tokens = { access_token: 'eyJ.test.token', token_type: 'bearer', expires_in: 900, user: { id: 'u1', email: 'a@b.co', role: 'admin' } };

// The test files share one module graph (the Vitest run does not isolate them): a session or a
// finished check left by another file must not decide these tests.
beforeEach(() => {
  resetSessionForTests();
  resetSessionCheckForTests();
});
afterEach(() => {
  resetSessionForTests();
  resetSessionCheckForTests();
});

describe('the admin guard', () => {
  it('checks the session, then sends a signed-out visitor to the sign-in page with the spec toast', async () => {
    mockApi({ 'POST /api/auth/token': () => ({ ...apiError(400, 'invalid_request', 'refresh_token gereklidir'), delayMs: 300 }) });
    renderApp('/admin/casinos');
    expect(await screen.findByText('Yetkilendirme kontrol ediliyor...', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/admin/login'), { timeout: 5000 });
    expect(await screen.findByText('Bu sayfaya erişmek için giriş yapmalısınız')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Paneli' })).toBeInTheDocument();
  });

  it('lets an admin with a refresh cookie in, without asking for the password', async () => {
    const api = mockApi({ 'POST /api/auth/token': tokens, '/api/admin/casinos?*': { items: [], total: 0, page: 1, page_size: 50, sort: 'created', order: 'desc' } });
    renderApp('/admin/casinos');
    expect(await screen.findByText('Henüz casino sitesi yok', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.callsTo('/api/auth/token', 'POST')[0].body).toEqual({ grant_type: 'refresh_token' });
    expect(currentPath()).toBe('/admin/casinos');
  });
});

describe('the sign-in page', () => {
  it('shows the spec messages for a bad email and a short password and sends nothing', async () => {
    const api = mockApi({ 'POST /api/auth/token': apiError(400, 'invalid_request', 'refresh_token gereklidir') });
    renderApp('/admin/login');
    const submit = await screen.findByRole('button', { name: 'Giriş Yap' });
    await userEvent.type(screen.getByLabelText('E-posta'), 'yanlis');
    await userEvent.type(screen.getByLabelText('Şifre'), '123');
    await userEvent.click(submit);
    expect(await screen.findByText('Geçerli bir email adresi giriniz')).toBeInTheDocument();
    expect(screen.getByText('Şifre en az 6 karakter olmalıdır')).toBeInTheDocument();
    expect(api.callsTo('/api/auth/token', 'POST')).toHaveLength(1);
  });

  it("shows the api's own message when the password is wrong", async () => {
    mockApi({
      'POST /api/auth/token': (request: MockRequest) =>
        (request.body as { grant_type: string }).grant_type === 'password'
          ? apiError(401, 'invalid_credentials', 'Giriş başarısız. Lütfen bilgilerinizi kontrol edin.')
          : apiError(400, 'invalid_request', 'refresh_token gereklidir'),
    });
    renderApp('/admin/login');
    await userEvent.type(await screen.findByLabelText('E-posta'), 'admin@bonusrehberi.local');
    await userEvent.type(screen.getByLabelText('Şifre'), 'yanlis-sifre');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Giriş başarısız. Lütfen bilgilerinizi kontrol edin.')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
  });
});

describe('a failed admin check', () => {
  it("says 'Yetkilendirme hatası oluştu' when the api cannot finish the sign-in's check", async () => {
    mockApi({
      'POST /api/auth/token': (request: MockRequest) =>
        (request.body as { grant_type: string }).grant_type === 'password'
          ? apiError(503, 'database_unavailable', 'Veritabanına şu anda ulaşılamıyor')
          : apiError(400, 'invalid_request', 'refresh_token gereklidir'),
    });
    renderApp('/admin/login');
    await userEvent.type(await screen.findByLabelText('E-posta'), 'admin@bonusrehberi.local');
    await userEvent.type(screen.getByLabelText('Şifre'), 'dogru-sifre');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Yetkilendirme hatası oluştu')).toBeInTheDocument();
    // The progress toast was replaced by the result, not left beside it.
    expect(screen.queryByText('Giriş yapılıyor...')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
  });

  it("says 'Yetkilendirme hatası oluştu' when the guard's session check gets a server error", async () => {
    mockApi({ 'POST /api/auth/token': () => apiError(503, 'database_unavailable', 'Veritabanına şu anda ulaşılamıyor') });
    renderApp('/admin/casinos');
    await waitFor(() => expect(currentPath()).toBe('/admin/login'), { timeout: 5000 });
    expect(await screen.findByText('Yetkilendirme hatası oluştu')).toBeInTheDocument();
    expect(screen.queryByText('Bu sayfaya erişmek için giriş yapmalısınız')).not.toBeInTheDocument();
  });
});
