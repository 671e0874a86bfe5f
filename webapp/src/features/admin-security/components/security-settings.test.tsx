import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTests } from '@/lib/admin-session';
import { resetSessionCheckForTests } from '@/features/admin-auth/hooks/use-admin-session';
import { mockApi, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

const tokens = { access_token: 'eyJ.test.token', token_type: 'bearer', expires_in: 900, user: { id: 'u1', email: 'a@b.co', role: 'admin' } };
const noNotices = { notices: [], unread: 0 };

afterEach(() => {
  resetSessionForTests();
  resetSessionCheckForTests();
});

describe('the security settings and notices', () => {
  it('takes an admin with an initial password to its change before anything else', async () => {
    let changed = false;
    const api = mockApi({
      'POST /api/auth/token': () => ({ body: changed ? tokens : { ...tokens, password_change_required: true } }),
      '/api/admin/totp': { enabled: false, enabled_at: null, recovery_codes_left: 0 },
      '/api/admin/sessions': { sessions: [] },
      '/api/admin/security-settings': { require_totp: false, forced_by_server: false },
      '/api/admin/security-notices': noNotices,
      'POST /api/admin/password': () => {
        changed = true;
        return { status: 204 };
      },
    });
    renderApp('/admin/dashboard');
    expect(await screen.findByText(/Devam etmek için önce ilk şifrenizi değiştirmelisiniz/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Oturumlar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Zorunlu İki Adımlı Giriş' })).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Şifre' });
    await userEvent.type(within(section).getByLabelText('Mevcut Şifre'), 'ilk-verilen-sifre-1');
    await userEvent.type(within(section).getByLabelText('Yeni Şifre'), 'kendi-sectigim-uzun-sifre');
    await userEvent.click(within(section).getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect(await screen.findByRole('region', { name: 'Zorunlu İki Adımlı Giriş' })).toBeInTheDocument();
    expect(api.callsTo('/api/admin/password', 'POST')[0].body).toEqual({ password: 'ilk-verilen-sifre-1', new_password: 'kendi-sectigim-uzun-sifre' });
  }, 15_000);

  it('switches the requirement on at once and off only with the password and a code', async () => {
    let required = false;
    const api = mockApi({
      'POST /api/auth/token': tokens,
      '/api/admin/totp': { enabled: true, enabled_at: '2026-05-01T10:00:00Z', recovery_codes_left: 10 },
      '/api/admin/sessions': { sessions: [] },
      '/api/admin/security-notices': noNotices,
      '/api/admin/security-settings': () => ({ body: { require_totp: required, forced_by_server: false } }),
      'PUT /api/admin/security-settings': (request: MockRequest) => {
        required = (request.body as { require_totp: boolean }).require_totp;
        return { body: { require_totp: required, forced_by_server: false } };
      },
    });
    renderApp('/admin/security');
    const section = await screen.findByRole('region', { name: 'Zorunlu İki Adımlı Giriş' }, { timeout: 5000 });
    await userEvent.click(await within(section).findByRole('button', { name: 'Her Admin İçin Zorunlu Yap' }));
    expect(await within(section).findByText('Açık: her admin girişte ikinci adımı kullanıyor.')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/security-settings', 'PUT')[0].body).toEqual({ require_totp: true });

    await userEvent.click(within(section).getByRole('button', { name: 'Zorunluluğu Kaldır' }));
    await userEvent.type(within(section).getByLabelText('Şifre'), 'dogru-sifre-uzun-1');
    await userEvent.type(within(section).getByLabelText('Doğrulama Kodu'), '123456');
    await userEvent.click(within(section).getByRole('button', { name: 'Zorunluluğu Kaldır' }));
    expect(await within(section).findByText('Kapalı: ikinci adımı olmayan adminler yalnızca şifreyle giriş yapabilir.')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/security-settings', 'PUT')[1].body).toEqual({ password: 'dogru-sifre-uzun-1', code: '123456', require_totp: false });
  }, 15_000);

  it('offers no way off while the server forces the requirement', async () => {
    mockApi({
      'POST /api/auth/token': tokens,
      '/api/admin/totp': { enabled: true, enabled_at: '2026-05-01T10:00:00Z', recovery_codes_left: 10 },
      '/api/admin/sessions': { sessions: [] },
      '/api/admin/security-notices': noNotices,
      '/api/admin/security-settings': { require_totp: true, forced_by_server: true },
    });
    renderApp('/admin/security');
    const section = await screen.findByRole('region', { name: 'Zorunlu İki Adımlı Giriş' }, { timeout: 5000 });
    expect(await within(section).findByText('Açık (sunucu yapılandırmasıyla; buradan kapatılamaz).')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  }, 15_000);

  it('shows a banner on every page while notices are unread, and lists them on the security screen', async () => {
    let unread = true;
    const notices = () => ({
      body: {
        notices: [
          { id: 2, kind: 'totp_code_reused', created_at: '2026-05-02T10:00:00Z', browser: 'Firefox', address: '203.0.113.0/24', read: !unread },
          { id: 1, kind: 'new_device', created_at: '2026-05-01T10:00:00Z', browser: 'Chrome', address: '198.51.100.0/24', read: !unread },
        ],
        unread: unread ? 2 : 0,
      },
    });
    const api = mockApi({
      'POST /api/auth/token': tokens,
      '/api/admin/dashboard': {},
      '/api/admin/totp': { enabled: false, enabled_at: null, recovery_codes_left: 0 },
      '/api/admin/sessions': { sessions: [] },
      '/api/admin/security-settings': { require_totp: false, forced_by_server: false },
      '/api/admin/security-notices': notices,
      'POST /api/admin/security-notices/read': () => {
        unread = false;
        return { status: 204 };
      },
    });
    renderApp('/admin/security');
    expect(await screen.findByText(/2 okunmamış güvenlik bildirimi var/, undefined, { timeout: 5000 })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Güvenlik Bildirimleri' });
    expect(await within(section).findByText('Daha önce kullanılmış bir doğrulama kodu reddedildi')).toBeInTheDocument();
    expect(within(section).getByText('Yeni bir cihazdan giriş yapıldı')).toBeInTheDocument();
    expect(within(section).getByText(/203\.0\.113\.0\/24/)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Okundu Olarak İşaretle' }));
    await waitFor(() => expect(screen.queryByText(/okunmamış güvenlik bildirimi var/)).not.toBeInTheDocument());
    expect(api.callsTo('/api/admin/security-notices/read', 'POST')).toHaveLength(1);
  }, 15_000);

  const pushScreen = (push: object) =>
    mockApi({
      'POST /api/auth/token': tokens,
      '/api/admin/dashboard': {},
      '/api/admin/totp': { enabled: false, enabled_at: null, recovery_codes_left: 0 },
      '/api/admin/sessions': { sessions: [] },
      '/api/admin/security-settings': { require_totp: false, forced_by_server: false },
      '/api/admin/security-notices': { notices: [], unread: 0, push },
    });

  it('says when the notices are not sent outside the back office', async () => {
    pushScreen({ configured: false, target: null, last_sent_at: null, last_error_at: null, pending: 0 });
    renderApp('/admin/security');
    const section = await screen.findByRole('region', { name: 'Güvenlik Bildirimleri' }, { timeout: 5000 });
    expect(await within(section).findByText('Bildirimler yalnızca burada gösterilir; dışarıya gönderim ayarlanmamış.')).toBeInTheDocument();
    expect(within(section).queryByText(/adresine gönderilir/)).not.toBeInTheDocument();
  }, 15_000);

  it('names where the notices are also sent, and says when the last try failed', async () => {
    pushScreen({
      configured: true,
      target: 'https://hooks.example.com',
      last_sent_at: '2026-05-01T10:00:00Z',
      last_error_at: '2026-05-02T10:00:00Z',
      pending: 2,
    });
    renderApp('/admin/security');
    const section = await screen.findByRole('region', { name: 'Güvenlik Bildirimleri' }, { timeout: 5000 });
    expect(await within(section).findByText('https://hooks.example.com')).toBeInTheDocument();
    expect(within(section).getByText(/adresine gönderilir\. Son gönderim:/)).toBeInTheDocument();
    expect(within(section).getByText('Son gönderim denemesi başarısız oldu; 2 bildirim yeniden denenecek.')).toBeInTheDocument();
    expect(within(section).queryByText(/dışarıya gönderim ayarlanmamış/)).not.toBeInTheDocument();
  }, 15_000);
});
