import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTests } from '@/lib/admin-session';
import { apiError, mockApi, type MockRequest } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render';
import { resetSessionCheckForTests } from '../hooks/use-admin-session';

const tokens = { access_token: 'eyJ.test.token', token_type: 'bearer', expires_in: 900, user: { id: 'u1', email: 'a@b.co', role: 'admin' } };
const REQUIRED = 'İki adımlı doğrulama açık. Doğrulama uygulamanızdaki 6 haneli kodu girin.';
const bytes = (...values: number[]) => new Uint8Array(values).buffer;

afterEach(() => {
  resetSessionForTests();
  resetSessionCheckForTests();
  vi.unstubAllGlobals();
});

/** A browser with WebAuthn whose authenticator answers every request with fixed bytes. */
function fakeAuthenticator() {
  const get = vi.fn(async () => ({
    type: 'public-key',
    rawId: bytes(1, 2, 3),
    response: { clientDataJSON: bytes(123, 125), authenticatorData: bytes(9, 9), signature: bytes(250, 251) },
  }));
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
  return get;
}

function keyApi(keys: string[], totp = true) {
  return mockApi({
    'POST /api/auth/token': (request: MockRequest) => {
      const body = request.body as Record<string, unknown>;
      if (body.grant_type !== 'password') return apiError(400, 'invalid_request', 'refresh_token gereklidir');
      if (body.security_key) return { status: 200, body: tokens };
      return apiError(401, 'totp_required', REQUIRED);
    },
    'POST /api/auth/security-key/options': { challenge: 'AAEC', rp_id: 'localhost', allow_credentials: keys, timeout: 300000, user_verification: 'discouraged', totp: totp && keys.length > 0 },
    '/api/admin/dashboard': { stats: [] },
  });
}

async function typePassword() {
  await userEvent.type(await screen.findByLabelText('E-posta', {}, { timeout: 15_000 }), 'admin@bonusrehberi.local');
  await userEvent.type(screen.getByLabelText('Şifre'), 'dogru-sifre-uzun-1');
  await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  await screen.findByLabelText('Doğrulama Kodu');
}

describe('sign-in with a security key', () => {
  it('offers the key beside the code when the account has one, and signs in with its answer', async () => {
    const get = fakeAuthenticator();
    const api = keyApi(['AQID']);
    renderApp('/admin/login');
    await typePassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Güvenlik anahtarı ile devam et' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/dashboard'), { timeout: 5000 });
    const options = get.mock.calls[0] as unknown as [CredentialRequestOptions];
    expect(options[0].publicKey?.rpId).toBe('localhost');
    const sent = api.callsTo('/api/auth/token', 'POST').map((c) => c.body as Record<string, unknown>);
    expect(sent.at(-1)).toMatchObject({
      email: 'admin@bonusrehberi.local',
      password: 'dogru-sifre-uzun-1',
      security_key: { id: 'AQID', response: { clientDataJSON: 'e30', authenticatorData: 'CQk', signature: '-vs' } },
    });
  }, 20_000);

  it('does not offer a key to an account without one', async () => {
    fakeAuthenticator();
    const api = keyApi([]);
    renderApp('/admin/login');
    await typePassword();
    await waitFor(() => expect(api.callsTo('/api/auth/security-key/options', 'POST').length).toBe(1));
    expect(screen.queryByRole('button', { name: 'Güvenlik anahtarı ile devam et' })).not.toBeInTheDocument();
  }, 20_000);

  it('asks an account whose only second factor is a key for the key, and never for a code', async () => {
    const get = fakeAuthenticator();
    const api = keyApi(['AQID'], false);
    renderApp('/admin/login');
    await userEvent.type(await screen.findByLabelText('E-posta', {}, { timeout: 15_000 }), 'admin@bonusrehberi.local');
    await userEvent.type(screen.getByLabelText('Şifre'), 'dogru-sifre-uzun-1');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('İki adımlı doğrulama açık. Güvenlik anahtarınızla devam edin.')).toBeInTheDocument();
    expect(screen.getByTestId('key-prompt')).toBeInTheDocument();
    expect(screen.queryByLabelText('Doğrulama Kodu')).not.toBeInTheDocument();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kurtarma kodu kullan' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/dashboard'), { timeout: 5000 });
    expect(get).toHaveBeenCalledTimes(1);
    const sent = api.callsTo('/api/auth/token', 'POST').map((c) => c.body as Record<string, unknown>);
    expect(sent.at(-1)).toMatchObject({ password: 'dogru-sifre-uzun-1', security_key: { id: 'AQID' } });
  }, 20_000);
});
