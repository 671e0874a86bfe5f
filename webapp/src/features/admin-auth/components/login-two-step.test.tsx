import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTests } from '@/lib/admin-session';
import { apiError, mockApi, type MockRequest } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render';
import { resetSessionCheckForTests } from '../hooks/use-admin-session';

const tokens = { access_token: 'eyJ.test.token', token_type: 'bearer', expires_in: 900, user: { id: 'u1', email: 'a@b.co', role: 'admin' } };
const REQUIRED = 'İki adımlı doğrulama açık. Doğrulama uygulamanızdaki 6 haneli kodu girin.';

afterEach(() => {
  resetSessionForTests();
  resetSessionCheckForTests();
});

/** The api of an account with two-step sign-in: the password alone is not enough. */
function twoStepApi() {
  return mockApi({
    'POST /api/auth/token': (request: MockRequest) => {
      const body = request.body as Record<string, string>;
      if (body.grant_type !== 'password') return apiError(400, 'invalid_request', 'refresh_token gereklidir');
      if (body.totp_code === '123456' || body.recovery_code === 'ABCD-EFGH-IJKL-MNOP') return { status: 200, body: tokens };
      // A wrong code answers like a wrong password: nothing says which of the two was wrong.
      if (body.totp_code || body.recovery_code) return apiError(401, 'invalid_credentials', 'Giriş başarısız. Lütfen bilgilerinizi kontrol edin.');
      return apiError(401, 'totp_required', REQUIRED);
    },
    '/api/admin/dashboard': { stats: [] },
  });
}

async function typePassword() {
  await userEvent.type(await screen.findByLabelText('E-posta', {}, { timeout: 5000 }), 'admin@bonusrehberi.local');
  await userEvent.type(screen.getByLabelText('Şifre'), 'dogru-sifre-uzun-1');
  await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

describe('two-step sign-in', () => {
  it('asks for the code after the password, keeps what was typed, and signs in with it', async () => {
    const api = twoStepApi();
    renderApp('/admin/login');
    await typePassword();
    const code = await screen.findByLabelText('Doğrulama Kodu');
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText('E-posta')).toHaveValue('admin@bonusrehberi.local');
    expect(screen.getByLabelText('Şifre')).toHaveValue('dogru-sifre-uzun-1');

    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Doğrulama kodu 6 haneli olmalıdır')).toBeInTheDocument();

    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Giriş başarısız. Lütfen bilgilerinizi kontrol edin.')).toBeInTheDocument();
    expect(screen.getByLabelText('Doğrulama Kodu')).toHaveValue('654321');

    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/dashboard'), { timeout: 5000 });
    const sent = api.callsTo('/api/auth/token', 'POST').map((c) => c.body as Record<string, string>);
    expect(sent.at(-1)).toEqual({ grant_type: 'password', email: 'admin@bonusrehberi.local', password: 'dogru-sifre-uzun-1', totp_code: '123456' });
  }, 15_000);

  it('takes an admin who must set up two-step sign-in to the security page, and nowhere else', async () => {
    mockApi({
      'POST /api/auth/token': (request: MockRequest) =>
        (request.body as Record<string, string>).grant_type === 'password'
          ? { status: 200, body: { ...tokens, totp_enrolment_required: true } }
          : apiError(401, 'invalid_grant', 'Oturum geçersiz veya süresi dolmuş'),
      '/api/admin/totp': { enabled: false, enabled_at: null, recovery_codes_left: 0, required: true },
      '/api/admin/dashboard': { stats: [] },
    });
    renderApp('/admin/login');
    await typePassword();
    await waitFor(() => expect(currentPath()).toBe('/admin/security'), { timeout: 5000 });
    expect(await screen.findByText(/Devam etmek için önce iki adımlı girişi açmalı veya bir güvenlik anahtarı eklemelisiniz/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Oturumlar' })).not.toBeInTheDocument();
  }, 15_000);

  it('takes a recovery code instead', async () => {
    const api = twoStepApi();
    renderApp('/admin/login');
    await typePassword();
    await screen.findByLabelText('Doğrulama Kodu');
    await userEvent.click(screen.getByRole('button', { name: 'Kurtarma kodu kullan' }));
    expect(screen.queryByLabelText('Doğrulama Kodu')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Kurtarma Kodu'), 'ABCD-EFGH-IJKL-MNOP');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/dashboard'), { timeout: 5000 });
    const last = api.callsTo('/api/auth/token', 'POST').at(-1)?.body as Record<string, string>;
    expect(last.recovery_code).toBe('ABCD-EFGH-IJKL-MNOP');
    expect(last.totp_code).toBeUndefined();
  }, 15_000);
});
