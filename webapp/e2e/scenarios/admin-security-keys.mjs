// /admin/security 'Güvenlik anahtarları' with a real WebAuthn client: Chromium's virtual
// authenticator (DevTools protocol, WebAuthn domain) stands in for a USB security key. The key is
// added after the password; the sign-in then asks for the key and no code (the key is the
// account's only second factor) and signs in with it; an authenticator app's setup is confirmed
// with the password and the key in place of a code; and the key is removed after the password and
// the key itself. Browsers take no IP address as a relying party, so this runs on
// http://localhost:<port>, which the api serves as its relying party for a loopback origin. Runs
// after every other scenario: it signs the admin in and out.

import { adminKit, WIDE } from './admin-kit.mjs';

export function securityKeyScenarios(base, h) {
  const local = base.replace('://127.0.0.1', '://localhost');
  const { expect, expectVisible, shot, admin, signIn, toast } = adminKit(local, h);
  return [
    {
      name: 'admin: security key added on Güvenlik, used to sign in, removed (virtual authenticator)',
      viewport: WIDE,
      async run(page) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('WebAuthn.enable');
        const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
          options: {
            protocol: 'ctap2',
            transport: 'usb',
            hasResidentKey: false,
            hasUserVerification: false,
            isUserConsenting: true,
            automaticPresenceSimulation: true,
          },
        });

        await signIn(page);
        await page.getByRole('navigation').getByRole('link', { name: 'Güvenlik' }).click();
        await page.waitForURL('**/admin/security');
        const keys = page.getByRole('region', { name: 'Güvenlik anahtarları' });
        await expectVisible(keys.getByText('Kayıtlı güvenlik anahtarı yok'), 'the empty list');
        await keys.getByRole('button', { name: 'Güvenlik Anahtarı Ekle' }).click();
        // The name is checked before anything is asked of the key.
        await keys.getByLabel('Şifre', { exact: true }).fill(admin.password);
        await keys.getByRole('button', { name: 'Anahtarı Ekle' }).click();
        await expectVisible(keys.getByText('Anahtar adı 1 ile 60 karakter arasında olmalıdır'), 'the name rule');
        await keys.getByLabel('Anahtar Adı').fill('Sanal anahtar');
        await keys.getByRole('button', { name: 'Anahtarı Ekle' }).click();
        await toast(page, 'Güvenlik anahtarı eklendi');
        await expectVisible(keys.getByRole('cell', { name: 'Sanal anahtar' }), 'the new key in the list');
        const made = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
        expect(made.credentials.length === 1, `${made.credentials.length} credentials on the authenticator`);
        await shot(page, 'admin-security-keys-1440');

        // Signing in again: the password brings the second factor, and the key can give it.
        await page.getByRole('banner').getByRole('button', { name: 'Çıkış Yap' }).click();
        await page.waitForURL('**/admin/login');
        await page.getByLabel('E-posta').fill(admin.email);
        await page.getByLabel('Şifre', { exact: true }).fill(admin.password);
        await page.getByRole('button', { name: 'Giriş Yap' }).click();
        await expectVisible(page.getByTestId('key-prompt'), 'the key prompt');
        expect((await page.getByLabel('Doğrulama Kodu').count()) === 0, 'no code field for a keys-only account');
        await shot(page, 'admin-login-security-key-1440');
        await page.getByRole('button', { name: 'Giriş Yap' }).click();
        await page.waitForURL('**/admin/dashboard', { timeout: 10_000 });
        const used = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
        expect(used.credentials[0].signCount >= 2, `the authenticator signed (${used.credentials[0].signCount})`);

        // Removing it: a confirmation, the password, and the key itself.
        await page.getByRole('navigation').getByRole('link', { name: 'Güvenlik' }).click();
        await page.waitForURL('**/admin/security');
        await expectVisible(keys.getByRole('cell', { name: 'Sanal anahtar' }), 'the key, now used');

        // An authenticator app's setup, confirmed with the password and the key: no code is asked.
        const totp = page.getByRole('region', { name: 'İki Adımlı Giriş' });
        await totp.getByRole('button', { name: 'Doğrulama Uygulaması Ekle' }).click();
        expect((await totp.getByLabel('Doğrulama Kodu').count()) === 0, 'no code asked to confirm');
        await totp.getByLabel('Şifre', { exact: true }).fill(admin.password);
        await totp.getByRole('button', { name: 'Devam Et' }).click();
        await expectVisible(page.getByTestId('totp-secret'), 'the new secret, after the key');
        await totp.getByRole('button', { name: 'Vazgeç' }).click();
        await keys.getByRole('button', { name: 'Kaldır' }).click();
        const dialog = page.getByRole('dialog', { name: 'Güvenlik Anahtarını Kaldır' });
        await dialog.getByLabel('Şifre', { exact: true }).fill(admin.password);
        await dialog.getByRole('button', { name: 'Kaldır' }).click();
        await toast(page, 'Güvenlik anahtarı kaldırıldı');
        await expectVisible(keys.getByText('Kayıtlı güvenlik anahtarı yok'), 'the empty list again');

        // With no second factor left, the password alone signs in again.
        await page.getByRole('banner').getByRole('button', { name: 'Çıkış Yap' }).click();
        await page.waitForURL('**/admin/login');
        await signIn(page);
        await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
      },
    },
  ];
}
