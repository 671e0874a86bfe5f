// /admin/security: two-step sign-in turned on (after the password again), used with a recovery
// code and turned off; turning it on ends the other browser's session; a password alone, right or
// wrong, only brings the code field; another browser's session ended and the password changed
// (and changed back), each after the password and a recovery code. Runs last: it signs the admin
// in and out.

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
        // The password first: a stolen access token alone does not enrol an authenticator.
        const totpRegion = page.getByRole('region', { name: 'İki Adımlı Giriş' });
        await totpRegion.getByLabel('Şifre', { exact: true }).fill(admin.password);
        await totpRegion.getByRole('button', { name: 'Devam Et' }).click();
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
        // Turning it on ended the other browser's session (it signed in without the code).
        await otherPage.goto(`${base}/admin/dashboard`);
        await otherPage.waitForURL('**/admin/login', { timeout: 10_000 });

        // Signing in again: a wrong password alone brings the code field like a right one; the
        // password is judged only with the code. Then a recovery code; email and password stay.
        await page.getByRole('banner').getByRole('button', { name: 'Çıkış Yap' }).click();
        await page.waitForURL('**/admin/login');
        await page.getByLabel('E-posta').fill(admin.email);
        await page.getByLabel('Şifre', { exact: true }).fill('yanlis-ama-uzun-sifre');
        await page.getByRole('button', { name: 'Giriş Yap' }).click();
        await expectVisible(page.getByLabel('Doğrulama Kodu'), 'the code field after a wrong password');
        await page.getByLabel('Doğrulama Kodu').fill(totpCode(secret, Date.now() - 300_000));
        await page.getByRole('button', { name: 'Giriş Yap' }).click();
        await toast(page, 'Giriş başarısız. Lütfen bilgilerinizi kontrol edin.');
        await page.getByLabel('Şifre', { exact: true }).fill(admin.password);
        expect((await page.getByLabel('Şifre').inputValue()) === admin.password, 'the password was lost');
        await shot(page, 'admin-login-code-1440');
        await page.getByRole('button', { name: 'Kurtarma kodu kullan' }).click();
        await page.getByLabel('Kurtarma Kodu').fill(codes[0]);
        await page.getByRole('button', { name: 'Giriş Yap' }).click();
        await page.waitForURL('**/admin/dashboard');
        // The other browser signs in again, now with a recovery code.
        await otherPage.getByLabel('E-posta').fill(admin.email);
        await otherPage.getByLabel('Şifre', { exact: true }).fill(admin.password);
        await otherPage.getByRole('button', { name: 'Giriş Yap' }).click();
        await otherPage.getByRole('button', { name: 'Kurtarma kodu kullan' }).click();
        await otherPage.getByLabel('Kurtarma Kodu').fill(codes[1]);
        await otherPage.getByRole('button', { name: 'Giriş Yap' }).click();
        await otherPage.waitForURL('**/admin/dashboard');

        // The sessions: this one marked, the other browser's ended after the password and a code.
        await page.goto(`${base}/admin/security`);
        await expectVisible(page.getByText('bu oturum'), 'the current session marker');
        const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Sonlandır' }) });
        // The list may show before its rows' buttons: wait for the second session's row.
        await expectVisible(rows.nth(1), 'a second session with its Sonlandır button');
        const before = await rows.count();
        expect(before >= 2, `${before} sessions listed`);
        await rows.filter({ hasNot: page.getByText('bu oturum') }).first().getByRole('button', { name: 'Sonlandır' }).click();
        const ending = page.getByRole('dialog', { name: 'Oturumu Sonlandır' });
        await ending.getByLabel('Şifre', { exact: true }).fill(admin.password);
        await ending.getByRole('button', { name: 'Kurtarma kodu kullan' }).click();
        await ending.getByLabel('Kurtarma Kodu').fill(codes[2]);
        await ending.getByRole('button', { name: 'Sonlandır' }).click();
        await toast(page, 'Oturum sonlandırıldı');
        await otherPage.goto(`${base}/admin/dashboard`).catch(() => {});
        await shot(page, 'admin-security-1440');

        // The password changed with the current one and a recovery code, then changed back.
        const passwordRegion = page.getByRole('region', { name: 'Şifre' });
        const changeTo = async (from, to, code) => {
          await passwordRegion.getByLabel('Mevcut Şifre').fill(from);
          await passwordRegion.getByRole('button', { name: 'Kurtarma kodu kullan' }).click();
          await passwordRegion.getByLabel('Kurtarma Kodu').fill(code);
          await passwordRegion.getByLabel('Yeni Şifre').fill(to);
          // The answer itself, not the toast: the first change's toast may still be showing.
          const answered = page.waitForResponse((r) => r.url().endsWith('/api/admin/password') && r.request().method() === 'POST');
          await passwordRegion.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
          const status = (await answered).status();
          expect(status === 204, `the password change answered ${status}`);
          await toast(page, 'Şifreniz değiştirildi; diğer oturumlarınız kapatıldı');
        };
        await changeTo(admin.password, `${admin.password}-yeni`, codes[3]);
        await changeTo(`${admin.password}-yeni`, admin.password, codes[4]);

        // Off again, with the password and another recovery code.
        await page.getByRole('button', { name: 'İki Adımlı Girişi Kapat' }).click();
        const off = page.getByRole('dialog', { name: 'İki Adımlı Girişi Kapat' });
        await off.getByLabel('Şifre', { exact: true }).fill(admin.password);
        await off.getByRole('button', { name: 'Kurtarma kodu kullan' }).click();
        await off.getByLabel('Kurtarma Kodu').fill(codes[5]);
        await off.getByRole('button', { name: 'Kapat' }).click();
        await toast(page, 'İki adımlı giriş kapatıldı');
        await expectVisible(page.getByRole('button', { name: 'İki Adımlı Girişi Aç' }), 'TOTP off');
        await other.close();
      },
    },
  ];
}
