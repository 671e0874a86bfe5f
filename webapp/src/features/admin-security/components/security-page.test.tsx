import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTests } from '@/lib/admin-session';
import { resetSessionCheckForTests } from '@/features/admin-auth/hooks/use-admin-session';
import { apiError, mockApi, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

const tokens = { access_token: 'eyJ.test.token', token_type: 'bearer', expires_in: 900, user: { id: 'u1', email: 'a@b.co', role: 'admin' } };
// The screen's other sections (security keys, the required-second-factor switch, notices) answer
// as for an admin with none, so their loading never shows an error beside the one under test.
const otherSections = {
  '/api/admin/security-keys': { keys: [] },
  '/api/admin/security-settings': { require_totp: false, forced_by_server: false },
  '/api/admin/security-notices': { notices: [], unread: 0 },
};
const codes = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DDD${'ABCDEFGHIJ'[i]}`);

afterEach(() => {
  resetSessionForTests();
  resetSessionCheckForTests();
});

describe('the security screen', () => {
  it('turns two-step sign-in on only with a valid code, then shows the recovery codes once', async () => {
    let enabled = false;
    const api = mockApi({
      ...otherSections,
      'POST /api/auth/token': tokens,
      '/api/admin/totp': () => ({ body: { enabled, enabled_at: enabled ? '2026-05-01T10:00:00Z' : null, recovery_codes_left: enabled ? 10 : 0 } }),
      '/api/admin/sessions': { sessions: [] },
      'POST /api/admin/totp/setup': { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/Bonus%20Rehberi:a@b.co?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
      'POST /api/admin/totp/enable': (request: MockRequest) => {
        if ((request.body as { code: string }).code !== '123456')
          return { status: 422, body: { error: { code: 'validation_failed', message: 'Doğrulama kodu geçersiz veya daha önce kullanılmış', field: 'code' } } };
        enabled = true;
        return { body: { recovery_codes: codes }, delayMs: 50 };
      },
    });
    renderApp('/admin/security');
    expect(await screen.findByRole('heading', { name: 'Güvenlik' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Açık oturum yok')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'İki Adımlı Girişi Aç' }));
    // The password first: a stolen access token alone does not enrol an authenticator.
    const totpSection = screen.getByRole('region', { name: 'İki Adımlı Giriş' });
    await userEvent.click(within(totpSection).getByRole('button', { name: 'Devam Et' }));
    expect(await within(totpSection).findByText('Şifre gereklidir')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/totp/setup', 'POST')).toHaveLength(0);
    await userEvent.type(within(totpSection).getByLabelText('Şifre'), 'dogru-sifre-uzun-1');
    await userEvent.click(within(totpSection).getByRole('button', { name: 'Devam Et' }));

    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByText(/^otpauth:\/\/totp\//)).toBeInTheDocument();
    expect(await screen.findByAltText('Doğrulama uygulaması için QR kodu')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));

    const code = screen.getByLabelText('Doğrulama Kodu');
    await userEvent.type(code, '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Onayla ve Aç' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Doğrulama kodu geçersiz veya daha önce kullanılmış');
    expect(code).toHaveValue('999999');
    expect(screen.getByTestId('totp-secret')).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Onayla ve Aç' }));
    expect(await screen.findByRole('button', { name: 'Onaylanıyor...' })).toBeDisabled();
    const dialog = await screen.findByRole('dialog', { name: 'Kurtarma Kodları' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    expect(within(dialog).getByText(codes[0])).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kodları Kaydettim' }));
    expect(await screen.findByText(/Kalan kurtarma kodu: 10/)).toBeInTheDocument();
    expect(screen.queryByText(codes[0])).not.toBeInTheDocument();
    expect(api.callsTo('/api/admin/totp/setup', 'POST').map((c) => c.body)).toEqual([{ password: 'dogru-sifre-uzun-1' }]);
    expect(api.callsTo('/api/admin/totp/enable', 'POST').map((c) => c.body)).toEqual([{ code: '999999' }, { code: '123456' }]);
  }, 15_000);

  it('turning it off asks for the password and a code, and keeps them when the api refuses', async () => {
    const api = mockApi({
      ...otherSections,
      'POST /api/auth/token': tokens,
      '/api/admin/totp': { enabled: true, enabled_at: '2026-05-01T10:00:00Z', recovery_codes_left: 7 },
      '/api/admin/sessions': { sessions: [] },
      'POST /api/admin/totp/disable': () => ({ status: 422, body: { error: { code: 'validation_failed', message: 'Şifre yanlış', field: 'password' } } }),
    });
    renderApp('/admin/security');
    await userEvent.click(await screen.findByRole('button', { name: 'İki Adımlı Girişi Kapat' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'İki Adımlı Girişi Kapat' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(await within(dialog).findByText('Şifre gereklidir')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/totp/disable', 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Şifre'), 'yanlis-sifre');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kurtarma kodu kullan' }));
    await userEvent.type(within(dialog).getByLabelText('Kurtarma Kodu'), 'aaaa-bbbb-cccc-dddd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(await within(dialog).findByText('Şifre yanlış')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Şifre')).toHaveValue('yanlis-sifre');
    expect(api.callsTo('/api/admin/totp/disable', 'POST')[0].body).toEqual({ password: 'yanlis-sifre', recovery_code: 'aaaa-bbbb-cccc-dddd' });
  }, 15_000);

  it('lists the sessions with browser and coarse address, marks this one, and ends another after the password', async () => {
    let sessions = [
      { id: 's1', created_at: '2026-05-01T08:00:00Z', last_used_at: '2026-05-01T09:00:00Z', expires_at: '2026-05-01T20:00:00Z', browser: 'Firefox', address: '203.0.113.0/24', current: true },
      { id: 's2', created_at: '2026-04-30T08:00:00Z', last_used_at: '2026-04-30T09:30:00Z', expires_at: '2026-04-30T20:00:00Z', browser: '', address: '2001:db8:1::/48', current: false },
    ];
    const api = mockApi({
      ...otherSections,
      'POST /api/auth/token': tokens,
      '/api/admin/totp': { enabled: false, enabled_at: null, recovery_codes_left: 0 },
      '/api/admin/sessions': () => ({ body: { sessions } }),
      'DELETE /api/admin/sessions/s2': () => {
        sessions = sessions.filter((s) => s.id !== 's2');
        return { status: 204, delayMs: 50 };
      },
      'DELETE /api/admin/sessions/s1': apiError(500, 'internal', 'Beklenmeyen bir hata oluştu'),
    });
    renderApp('/admin/security');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3), { timeout: 5000 });
    expect(within(screen.getAllByRole('row')[1]).getByText('bu oturum')).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[2]).queryByText('bu oturum')).not.toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[1]).getByText('Firefox')).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[1]).getByText('203.0.113.0/24')).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[2]).getByText('Bilinmeyen tarayıcı')).toBeInTheDocument();

    await userEvent.click(within(screen.getAllByRole('row')[2]).getByRole('button', { name: 'Sonlandır' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oturumu Sonlandır' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sonlandır' }));
    expect(await within(dialog).findByText('Şifre gereklidir')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/sessions/s2', 'DELETE')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Şifre'), 'dogru-sifre-uzun-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sonlandır' }));
    expect(await within(dialog).findByRole('button', { name: 'Sonlandırılıyor...' })).toBeDisabled();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(api.callsTo('/api/admin/sessions/s2', 'DELETE').map((c) => c.body)).toEqual([{ password: 'dogru-sifre-uzun-1' }]);
    expect(await screen.findByText('Oturum sonlandırıldı')).toBeInTheDocument();
  }, 15_000);

  it('changes the password with the current one and the rules of a new one', async () => {
    const api = mockApi({
      ...otherSections,
      'POST /api/auth/token': tokens,
      '/api/admin/totp': { enabled: true, enabled_at: '2026-05-01T10:00:00Z', recovery_codes_left: 10, required: true },
      '/api/admin/sessions': { sessions: [] },
      'POST /api/admin/password': (request: MockRequest) => {
        const body = request.body as Record<string, string>;
        if (body.new_password === 'galatasaray1905')
          return { status: 422, body: { error: { code: 'validation_failed', message: 'Bu şifre sızdırılmış şifre listelerinde geçiyor; lütfen başka bir şifre seçin', field: 'new_password' } } };
        return { status: 204 };
      },
    });
    renderApp('/admin/security');
    const section = await screen.findByRole('region', { name: 'Şifre' }, { timeout: 5000 });
    await userEvent.type(within(section).getByLabelText('Mevcut Şifre'), 'mevcut-sifre-uzun-1');
    await userEvent.type(within(section).getByLabelText('Yeni Şifre'), 'kisa');
    expect(within(section).getByText('Şifre gücü: Çok zayıf')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Göster' }));
    expect(within(section).getByLabelText('Yeni Şifre')).toHaveAttribute('type', 'text');
    await userEvent.click(within(section).getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect(await within(section).findByText('Şifre en az 12 karakter olmalıdır')).toBeInTheDocument();
    expect(within(section).getByText('Doğrulama kodu 6 haneli olmalıdır')).toBeInTheDocument();
    await userEvent.type(within(section).getByLabelText('Doğrulama Kodu'), '123456');
    await userEvent.clear(within(section).getByLabelText('Yeni Şifre'));
    await userEvent.type(within(section).getByLabelText('Yeni Şifre'), 'galatasaray1905');
    await userEvent.click(within(section).getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect(await within(section).findByText('Bu şifre sızdırılmış şifre listelerinde geçiyor; lütfen başka bir şifre seçin')).toBeInTheDocument();
    await userEvent.clear(within(section).getByLabelText('Yeni Şifre'));
    await userEvent.type(within(section).getByLabelText('Yeni Şifre'), 'yepyeni-uzun-sifre-99');
    expect(within(section).getByText('Şifre gücü: Güçlü')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect(await screen.findByText('Şifreniz değiştirildi; diğer oturumlarınız kapatıldı')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/password', 'POST').at(-1)?.body).toEqual({
      password: 'mevcut-sifre-uzun-1',
      code: '123456',
      new_password: 'yepyeni-uzun-sifre-99',
    });
  }, 15_000);
});
