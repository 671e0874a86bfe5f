// /admin/security: two-step sign-in turned on, used with a recovery code and turned off; another
// browser's session ended. Runs last: it signs the admin in and out.

import { adminKit, totpCode, WIDE } from './admin-kit.mjs';

export function securityScenarios(base, h) {
  const { expect, expectVisible, shot, admin, signIn, toast } = adminKit(base, h);
  return [
    {
      name: 'admin: security, two-step sign-in turned on, used with a recovery code, turned off; sessions ended',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        // A second session of the same admin, to be ended from the list.
        const other = await page.context().browser().newContext();
        const otherPage = await other.newPage();
        await signIn(otherPage);
        await page.getByRole('navigation').getByRole('link', { name: 'Güvenlik' }).click();
        await page.waitForURL('**/admin/security');
        await page.getByRole('button', { name: 'İki Adımlı Girişi Aç' }).click();
        const secret = (await page.getByTestId('totp-secret').textContent()).replace(/\s/g, '');
        await expectVisible(page.getByAltText('Doğrulama uygulaması için QR kodu'), 'the QR code');
        await shot(page, 'admin-security-setup-1440');
        await page.getByLabel('Doğrulama Kodu').fill(totpCode(secret, Date.now() - 300_000));
        await page.getByRole('button', { name: 'Onayla ve Aç' }).click();
        await expectVisible(page.getByText('Doğrulama kodu geçersiz veya daha önce kullanılmış'), 'the wrong code message');
        await page.getByLabel('Doğrulama Kodu').fill(totpCode(secret));
        await page.getByRole('button', { name: 'Onayla ve Aç' }).click();
        const dialog = page.getByRole('dialog', { name: 'Kurtarma Kodları' });
        await expectVisible(dialog, 'the recovery codes');
        const codes = await dialog.getByRole('listitem').allTextContents();
        expect(codes.length === 10, `${codes.length} recovery codes shown`);
        await dialog.getByRole('button', { name: 'Kodları Kaydettim' }).click();
        await expectVisible(page.getByText('Kalan kurtarma kodu: 10', { exact: false }), 'TOTP on');

        // Signing in again: the password, then a recovery code; the email and password stay.
        await page.getByRole('banner').getByRole('button', { name: 'Çıkış Yap' }).click();
        await page.waitForURL('**/admin/login');
        await page.getByLabel('E-posta').fill(admin.email);
        await page.getByLabel('Şifre').fill(admin.password);
        await page.getByRole('button', { name: 'Giriş Yap' }).click();
        await expectVisible(page.getByLabel('Doğrulama Kodu'), 'the code field');
        expect((await page.getByLabel('Şifre').inputValue()) === admin.password, 'the password was lost');
        await shot(page, 'admin-login-code-1440');
        await page.getByRole('button', { name: 'Kurtarma kodu kullan' }).click();
        await page.getByLabel('Kurtarma Kodu').fill(codes[0]);
        await page.getByRole('button', { name: 'Giriş Yap' }).click();
        await page.waitForURL('**/admin/dashboard');

        // The sessions: this one marked, the other browser's ended after a confirmation.
        await page.goto(`${base}/admin/security`);
        await expectVisible(page.getByText('bu oturum'), 'the current session marker');
        const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Sonlandır' }) });
        const before = await rows.count();
        expect(before >= 2, `${before} sessions listed`);
        await rows.filter({ hasNot: page.getByText('bu oturum') }).first().getByRole('button', { name: 'Sonlandır' }).click();
        await page.getByRole('dialog', { name: 'Oturumu Sonlandır' }).getByRole('button', { name: 'Sonlandır' }).click();
        await toast(page, 'Oturum sonlandırıldı');
        await otherPage.goto(`${base}/admin/dashboard`).catch(() => {});
        await shot(page, 'admin-security-1440');

        // Off again, with the password and another recovery code.
        await page.getByRole('button', { name: 'İki Adımlı Girişi Kapat' }).click();
        const off = page.getByRole('dialog', { name: 'İki Adımlı Girişi Kapat' });
        await off.getByLabel('Şifre').fill(admin.password);
        await off.getByRole('button', { name: 'Kurtarma kodu kullan' }).click();
        await off.getByLabel('Kurtarma Kodu').fill(codes[1]);
        await off.getByRole('button', { name: 'Kapat' }).click();
        await toast(page, 'İki adımlı giriş kapatıldı');
        await expectVisible(page.getByRole('button', { name: 'İki Adımlı Girişi Aç' }), 'TOTP off');
        await other.close();
      },
    },
  ];
}
