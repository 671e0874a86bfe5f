import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTests } from '@/lib/admin-session';
import { resetSessionCheckForTests } from '@/features/admin-auth/hooks/use-admin-session';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

// An account whose second factor is a security key: every re-authentication on 'Güvenlik' asks
// for the key in place of a code, and nothing there speaks of a code that does not apply.
const tokens = { access_token: 'eyJ.test.token', token_type: 'bearer', expires_in: 900, user: { id: 'u1', email: 'a@b.co', role: 'admin' } };
const oneKey = { keys: [{ id: 'k1', name: 'Anahtarlık', created_at: '2026-05-01T10:00:00Z', last_used_at: null }] };
const totpOff = { enabled: false, enabled_at: null, recovery_codes_left: 0 };
const totpOn = { enabled: true, enabled_at: '2026-05-01T10:00:00Z', recovery_codes_left: 10 };
const reauthChallenge = { challenge: 'AAEC', rp_id: 'localhost', allow_credentials: ['AQID'], timeout: 300000, user_verification: 'discouraged' };
const answer = { id: 'AQID', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'CQk', signature: '-vs' } };
const bytes = (...values: number[]) => new Uint8Array(values).buffer;
const sessions = {
  sessions: [
    { id: 's1', created_at: '2026-05-01T08:00:00Z', last_used_at: '2026-05-01T09:00:00Z', expires_at: '2026-05-01T20:00:00Z', browser: 'Firefox', address: '203.0.113.0/24', current: true },
    { id: 's2', created_at: '2026-04-30T08:00:00Z', last_used_at: '2026-04-30T09:30:00Z', expires_at: '2026-04-30T20:00:00Z', browser: 'Chrome', address: '198.51.100.0/24', current: false },
  ],
};

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

function keyAccount(totp: typeof totpOff | typeof totpOn, extra: Record<string, unknown> = {}) {
  return mockApi({
    'POST /api/auth/token': tokens,
    '/api/admin/totp': totp,
    '/api/admin/security-keys': oneKey,
    '/api/admin/sessions': sessions,
    '/api/admin/security-settings': { require_totp: false, forced_by_server: false },
    '/api/admin/security-notices': { notices: [], unread: 0 },
    'POST /api/admin/security-key-challenge': reauthChallenge,
    ...extra,
  });
}

describe('re-authentication with a security key', () => {
  it('ends a session with the password and the key, and shows no code to a keys-only account', async () => {
    const get = fakeAuthenticator();
    let refusals = 1;
    const api = keyAccount(totpOff, {
      'DELETE /api/admin/sessions/s2': () =>
        refusals-- > 0
          ? { status: 422, body: { error: { code: 'validation_failed', message: 'Güvenlik anahtarı doğrulanamadı. Lütfen yeniden deneyin.', field: 'security_key' } } }
          : { status: 204 },
    });
    renderApp('/admin/security');
    // 'İki Adımlı Giriş' is not "off": the key already makes the sign-in two-step.
    const totp = await screen.findByRole('region', { name: 'İki Adımlı Giriş' }, { timeout: 40_000 });
    expect(await within(totp).findByText(/^Açık: girişte güvenlik anahtarınız soruluyor/)).toBeInTheDocument();
    expect(within(totp).queryByText('Kapalı.')).not.toBeInTheDocument();
    expect(within(totp).getByRole('button', { name: 'Doğrulama Uygulaması Ekle' })).toBeInTheDocument();

    const password = screen.getByRole('region', { name: 'Şifre' });
    expect(await within(password).findByText('Onayladığınızda güvenlik anahtarınız istenir.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Doğrulama Kodu')).not.toBeInTheDocument();
    expect(screen.queryByText(/Kurtarma kodu kullan|Doğrulama uygulamasındaki kodu kullan/)).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2));
    const row = screen.getAllByRole('row').find((r) => within(r).queryByText('Chrome'));
    await userEvent.click(within(row!).getByRole('button', { name: 'Sonlandır' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oturumu Sonlandır' });
    expect(within(dialog).queryByLabelText('Doğrulama Kodu')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Şifre'), 'dogru-sifre-uzun-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sonlandır' }));
    // A refused answer shows on the key, and what was typed stays.
    expect(await within(dialog).findByText('Güvenlik anahtarı doğrulanamadı. Lütfen yeniden deneyin.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Şifre')).toHaveValue('dogru-sifre-uzun-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sonlandır' }));
    expect(await screen.findByText('Oturum sonlandırıldı')).toBeInTheDocument();

    expect(get).toHaveBeenCalledTimes(2);
    const options = get.mock.calls[0] as unknown as [CredentialRequestOptions];
    expect(options[0].publicKey?.rpId).toBe('localhost');
    expect(api.callsTo('/api/admin/security-key-challenge', 'POST')).toHaveLength(2);
    expect(api.callsTo('/api/admin/sessions/s2', 'DELETE').map((c) => c.body)).toEqual([
      { password: 'dogru-sifre-uzun-1', security_key: answer },
      { password: 'dogru-sifre-uzun-1', security_key: answer },
    ]);
  }, 60_000);

  it('offers the key first beside TOTP, and the code when chosen', async () => {
    const get = fakeAuthenticator();
    const api = keyAccount(totpOn, {
      'POST /api/admin/password': { status: 204 },
      'POST /api/admin/totp/recovery-codes': { recovery_codes: Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DDD${i}`) },
    });
    renderApp('/admin/security');
    const section = await screen.findByRole('region', { name: 'Şifre' }, { timeout: 15_000 });
    expect(await within(section).findByText('Onayladığınızda güvenlik anahtarınız istenir.')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Doğrulama uygulamasındaki kodu kullan' }));
    await userEvent.type(within(section).getByLabelText('Mevcut Şifre'), 'mevcut-sifre-uzun-1');
    await userEvent.type(within(section).getByLabelText('Doğrulama Kodu'), '123456');
    await userEvent.type(within(section).getByLabelText('Yeni Şifre'), 'yepyeni-uzun-sifre-99');
    await userEvent.click(within(section).getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect(await screen.findByText('Şifreniz değiştirildi; diğer oturumlarınız kapatıldı')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/password', 'POST')[0].body).toEqual({ password: 'mevcut-sifre-uzun-1', code: '123456', new_password: 'yepyeni-uzun-sifre-99' });
    expect(get).not.toHaveBeenCalled();

    // New recovery codes with the key.
    await userEvent.click(screen.getByRole('button', { name: 'Yeni Kurtarma Kodları' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Kurtarma Kodları' });
    await userEvent.type(within(dialog).getByLabelText('Şifre'), 'yepyeni-uzun-sifre-99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yeni Kodları Oluştur' }));
    expect(await screen.findByRole('dialog', { name: 'Kurtarma Kodları' })).toBeInTheDocument();
    expect(api.callsTo('/api/admin/totp/recovery-codes', 'POST')[0].body).toEqual({ password: 'yepyeni-uzun-sifre-99', security_key: answer });
  }, 60_000);

  it('turns TOTP off with the key, saying the key is still asked at sign-in', async () => {
    fakeAuthenticator();
    const api = keyAccount(totpOn, { 'POST /api/admin/totp/disable': { status: 204 } });
    renderApp('/admin/security');
    await userEvent.click(await screen.findByRole('button', { name: 'İki Adımlı Girişi Kapat' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'İki Adımlı Girişi Kapat' });
    expect(within(dialog).getByText('Kapatınca girişte doğrulama kodu sorulmaz; güvenlik anahtarınız sorulmaya devam eder.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Şifre'), 'dogru-sifre-uzun-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(await screen.findByText('İki adımlı giriş kapatıldı')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/totp/disable', 'POST')[0].body).toEqual({ password: 'dogru-sifre-uzun-1', security_key: answer });
  }, 60_000);

  it('says nothing was sent when the key is cancelled', async () => {
    const get = fakeAuthenticator();
    get.mockRejectedValueOnce(new DOMException('cancelled', 'NotAllowedError'));
    const api = keyAccount(totpOff, { 'POST /api/admin/password': { status: 204 } });
    renderApp('/admin/security');
    const section = await screen.findByRole('region', { name: 'Şifre' }, { timeout: 15_000 });
    await within(section).findByText('Onayladığınızda güvenlik anahtarınız istenir.');
    await userEvent.type(within(section).getByLabelText('Mevcut Şifre'), 'mevcut-sifre-uzun-1');
    await userEvent.type(within(section).getByLabelText('Yeni Şifre'), 'yepyeni-uzun-sifre-99');
    await userEvent.click(within(section).getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect(await screen.findByText('Güvenlik anahtarı işlemi iptal edildi veya zaman aşımına uğradı')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/password', 'POST')).toHaveLength(0);
    expect(within(section).getByLabelText('Mevcut Şifre')).toHaveValue('mevcut-sifre-uzun-1');
  }, 60_000);
});
