// The back office's sign-in: the guard, wrong and right passwords, a reload that stays signed in,
// two tabs sharing one session through simultaneous refreshes, and a logout that signs both out.

import { adminKit, WIDE } from './admin-kit.mjs';

export function signInScenarios(base, h) {
  const { expect, expectVisible, admin, signIn, toast } = adminKit(base, h);
  return [
    {
      name: 'admin: the guard, a wrong and a right password, a reload stays signed in, logout',
      viewport: WIDE,
      async run(page) {
        await page.goto(`${base}/admin/casinos`);
        await page.waitForURL('**/admin/login');
        await toast(page, 'Bu sayfaya erişmek için giriş yapmalısınız');
        await expectVisible(page.getByRole('heading', { name: 'Admin Paneli' }), 'the sign-in heading');
        await expectVisible(page.getByText('Devam etmek için giriş yapın'), 'the sign-in subtitle');
        await page.getByRole('button', { name: 'Giriş Yap' }).click();
        await expectVisible(page.getByText('Geçerli bir email adresi giriniz'), 'the email message');
        await expectVisible(page.getByText('Şifre en az 6 karakter olmalıdır'), 'the password message');
        await page.getByLabel('E-posta').fill(admin.email);
        await page.getByLabel('Şifre').fill('yanlis-sifre');
        await page.getByRole('button', { name: 'Giriş Yap' }).click();
        await toast(page, 'Giriş başarısız. Lütfen bilgilerinizi kontrol edin.');
        expect(page.url().endsWith('/admin/login'), 'a wrong password left the sign-in page');
        await page.getByLabel('Şifre').fill(admin.password);
        await page.getByRole('button', { name: 'Giriş Yap' }).click();
        await toast(page, 'Giriş başarılı! Yönlendiriliyorsunuz...');
        await page.waitForURL('**/admin/dashboard');
        const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
        expect(!stored.includes('refresh') && !stored.includes('eyJ'), `a token is readable by scripts: ${stored}`);
        await page.reload();
        await expectVisible(page.getByText('Toplam Promosyon'), 'the dashboard after a reload');
        expect(page.url().endsWith('/admin/dashboard'), 'a reload left the dashboard');
        await page.goto(`${base}/admin/login`);
        await page.waitForURL('**/admin/dashboard');
        await page.getByRole('banner').getByRole('button', { name: 'Çıkış Yap' }).click();
        await page.waitForURL('**/admin/login');
        await page.goto(`${base}/admin/dashboard`);
        await page.waitForURL('**/admin/login');
      },
    },
    {
      name: 'admin: two tabs stay signed in across simultaneous refreshes; logout signs both out',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        const second = await page.context().newPage();
        await second.goto(`${base}/admin/casinos`);
        await expectVisible(second.getByRole('heading', { name: 'Casino Siteleri' }), 'the second tab signed in');
        for (let round = 0; round < 3; round++) {
          await Promise.all([page.reload(), second.reload()]);
          await expectVisible(page.getByText('Toplam Promosyon'), `the first tab after refresh ${round + 1}`);
          await expectVisible(second.getByRole('heading', { name: 'Casino Siteleri' }), `the second tab after refresh ${round + 1}`);
        }
        await page.getByRole('banner').getByRole('button', { name: 'Çıkış Yap' }).click();
        await page.waitForURL('**/admin/login');
        await second.waitForURL('**/admin/login', { timeout: 10_000 });
      },
    },
  ];
}
