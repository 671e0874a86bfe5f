// End-to-end scenarios of the back office against the real stack: sign-in and the guard, the
// cookie session across reloads and tabs, every content screen's main task, and screenshots of
// every screen at 1440 px and 768 px. `h` holds the runner's helpers (expect, expectVisible,
// expectGone, shot) and the admin account the stack created.

import { createHmac } from 'node:crypto';

const WIDE = { width: 1440, height: 900 };
const TABLET = { width: 768, height: 1024 };
/** The current RFC 6238 code (HMAC-SHA1, 30 s, 6 digits) of a base32 secret, as an authenticator app shows it. */
function totpCode(base32, at = Date.now()) {
  let bits = '';
  for (const c of base32.replace(/[\s=]/g, '').toUpperCase()) bits += 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[19] & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

// A 1x1 PNG, so uploads carry real image bytes (the api reads the type from them).
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs the run's admin in through the sign-in screen and waits for the dashboard. */
export function adminSignIn(base, h) {
  return async (page) => {
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('E-posta').fill(h.admin.email);
    await page.getByLabel('Şifre').fill(h.admin.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL('**/admin/dashboard', { timeout: 10_000 });
    await h.expectVisible(page.getByText('Toplam Promosyon'), 'the dashboard');
  };
}

export function adminScenarios(base, h) {
  const { expect, expectVisible, expectGone, shot, admin } = h;
  const unique = () => Math.random().toString(36).slice(2, 8);
  const signIn = adminSignIn(base, h);

  async function toast(page, text) {
    await expectVisible(page.getByTestId('toaster').getByText(text, { exact: false }), `the toast "${text}"`);
  }

  async function publicJson(path) {
    const response = await fetch(base + path);
    return response.json();
  }

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
    {
      name: 'admin: a casino written with bold text and a link from the toolbar reaches the public API',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        await page.goto(`${base}/admin/casinos/new`);
        await expectVisible(page.getByRole('heading', { name: 'Yeni Casino Sitesi Ekle' }), 'the casino form');
        await page.getByRole('button', { name: 'Kaydet' }).click();
        for (const message of ['Casino adı en az 2 karakter olmalıdır', 'Geçerli bir URL giriniz', 'Geçerli bir logo URL giriniz', 'Açıklama en az 10 karakter olmalıdır'])
          await expectVisible(page.getByText(message), `"${message}"`);
        const name = `Test Casino ${unique()}`;
        await page.getByLabel('Site Adı').fill(name);
        await page.getByLabel('Site URL').fill('https://example.com');
        await page.getByLabel('Logo URL').fill(`${base}/logo.png`);
        const editor = page.getByLabel('Site Açıklaması', { exact: true }).last();
        await editor.click();
        await page.keyboard.type('Güvenilir bir site, ');
        await page.getByRole('button', { name: 'Kalın' }).click();
        await page.keyboard.type('kalın metin');
        await page.getByRole('button', { name: 'Kalın' }).click();
        await page.keyboard.type(' ve ');
        await page.getByRole('button', { name: 'Bağlantı ekle' }).click();
        const dialog = page.getByRole('dialog', { name: 'Bağlantı Ekle' });
        expect(await dialog.getByRole('button', { name: 'Ekle' }).isDisabled(), 'Add is enabled without a URL');
        await dialog.getByLabel('URL').fill('https://example.com/rehber');
        await dialog.getByLabel('Metin (isteğe bağlı)').fill('rehber');
        await dialog.getByRole('button', { name: 'Ekle' }).click();
        await shot(page, 'admin-casino-form-filled');
        await page.getByRole('button', { name: 'Kaydet' }).click();
        await toast(page, 'Casino başarıyla eklendi');
        await page.waitForURL('**/admin/casinos');
        await expectVisible(page.getByRole('cell', { name }), 'the new casino in the list');
        const casinos = await publicJson('/api/casinos');
        const created = casinos.find((c) => c.name === name);
        expect(created, 'the casino is not in the public API');
        expect(created.description.includes('<strong>kalın metin</strong>'), `no bold text in ${created.description}`);
        expect(/<a [^>]*href="https:\/\/example.com\/rehber"[^>]*>rehber<\/a>/.test(created.description), `no link in ${created.description}`);
        expect(created.description.includes('target="_blank"'), `the link does not open a new tab: ${created.description}`);
      },
    },
    {
      name: 'admin: a promotion with an uploaded image, activated, is on /bonuslar; expired rows say Süresi Dolmuş',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        await page.goto(`${base}/admin/promotions`);
        const expired = page.locator('tr[data-status="expired"]').first();
        await expectVisible(expired, 'an expired promotion row');
        await expectVisible(expired.getByText('Süresi Dolmuş'), "'Süresi Dolmuş' on the expired row");
        expect((await expired.getByRole('button', { name: /Aktifleştir|Pasifleştir/ }).count()) === 0, 'the expired row has a toggle');
        expect((await expired.getAttribute('class')).includes('bg-red'), 'the expired row is not red');
        await page.goto(`${base}/admin/promotions/new`);
        const title = `Test Bonusu ${unique()}`;
        await page.getByLabel('Başlık', { exact: true }).fill(title);
        await page.getByLabel('Görsel dosyası').setInputFiles({ name: 'buyuk.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
        await expectVisible(page.getByText("Dosya boyutu 2MB'dan küçük olmalıdır"), 'the 2 MB message before any upload');
        await page.getByLabel('Görsel dosyası').setInputFiles({ name: 'kampanya.png', mimeType: 'image/png', buffer: PNG_1x1 });
        await toast(page, 'Görsel başarıyla yüklendi');
        await expectVisible(page.getByAltText('Önizleme'), 'the uploaded image preview');
        await page.getByLabel('Kısa Açıklama').fill('Test için eklenen bir bonus kampanyası.');
        await page.getByLabel('Şartlar ve Koşullar (her satıra bir şart)').fill('Birinci şart\n\nİkinci şart');
        await page.getByRole('tab', { name: 'Promosyon Ayarları' }).click();
        await page.getByLabel('Promosyon URL').fill('https://example.com/kampanya');
        await page.getByLabel('Aktif').uncheck();
        await page.getByRole('button', { name: 'Kaydet' }).click();
        await toast(page, 'Promosyon başarıyla eklendi');
        await page.waitForURL('**/admin/promotions');
        const row = page.getByRole('row').filter({ hasText: title });
        await expectVisible(row.getByText('Pasif'), 'the new promotion, inactive');
        await row.getByRole('button', { name: 'Aktifleştir' }).click();
        await expectVisible(row.getByText('Aktif', { exact: true }), 'the promotion activated');
        const promotions = await publicJson('/api/promotions');
        const created = promotions.find((p) => p.title === title);
        expect(created, 'the activated promotion is not in the public list');
        expect(created.image_url && created.image_url.includes('/uploads/promotions/'), `the image is not the upload: ${created.image_url}`);
        expect(JSON.stringify(created.terms) === JSON.stringify(['Birinci şart', 'İkinci şart']), `terms: ${JSON.stringify(created.terms)}`);
        await page.goto(`${base}/bonuslar?splashDelay=3600000`);
        await page.getByRole('searchbox', { name: 'Bonus ara' }).fill(title);
        await expectVisible(page.getByRole('heading', { name: title, exact: true }), 'the promotion on /bonuslar');
      },
    },
    {
      name: 'admin: categories: the slug follows the name, a taken slug and deleting a used category are refused',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        await page.goto(`${base}/admin/categories`);
        await page.getByRole('button', { name: 'Yeni Kategori Ekle' }).click();
        let dialog = page.getByRole('dialog');
        await dialog.getByLabel('Kategori Adı').fill('Yeni Şans Özel');
        expect((await dialog.getByLabel('Slug').inputValue()) === 'yeni-sans-ozel', 'the slug does not follow the name');
        await dialog.getByLabel('Slug').fill('elle-yazilan');
        await dialog.getByLabel('Kategori Adı').fill('Başka Bir Ad');
        expect((await dialog.getByLabel('Slug').inputValue()) === 'elle-yazilan', 'a hand-written slug was overwritten');
        const used = (await publicJson('/api/categories')).find((c) => c.promotion_count > 0);
        await dialog.getByLabel('Slug').fill(used.slug);
        await dialog.getByRole('button', { name: 'Kaydet' }).click();
        await expectVisible(dialog.getByText('Bu slug değeri zaten kullanılıyor. Lütfen benzersiz bir değer girin.'), 'the taken-slug message');
        expect((await dialog.getByLabel('Kategori Adı').inputValue()) === 'Başka Bir Ad', 'what was typed was lost');
        await dialog.getByRole('button', { name: 'İptal' }).click();
        await page.getByRole('row').filter({ hasText: used.name }).getByRole('button', { name: 'Sil' }).click();
        dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Sil' }).click();
        await toast(page, 'Bu kategori kullanımda olduğu için silinemez');
        await expectVisible(page.getByRole('cell', { name: used.name, exact: true }), 'the used category still listed');
      },
    },
    {
      name: 'admin: a comment edited, then deleted after confirmation',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        await page.goto(`${base}/admin/comments`);
        const rows = page.getByRole('row');
        await expectVisible(rows.nth(1), 'a comment row');
        await expectVisible(rows.nth(1).getByText(/^[1-5]\/5$/), 'the rating as x/5');
        const before = await rows.count();
        await rows.nth(1).getByRole('button', { name: 'Düzenle' }).click();
        const dialog = page.getByRole('dialog', { name: 'Yorumu Düzenle' });
        const text = `Düzenlenmiş yorum ${unique()}`;
        await dialog.getByLabel('Yorum').fill(text);
        await dialog.getByRole('radio', { name: '2 yıldız' }).click();
        await dialog.getByRole('button', { name: 'Kaydet' }).click();
        await expectGone(dialog, 'the edit dialog');
        const edited = page.getByRole('row').filter({ hasText: text });
        await expectVisible(edited.getByText('2/5'), 'the edited comment with its new rating');
        await edited.getByRole('button', { name: 'Sil' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
        await expectGone(page.getByRole('row').filter({ hasText: text }), 'the deleted comment');
        expect((await page.getByRole('row').count()) === before - 1, 'the list did not lose exactly one row');
      },
    },
    {
      name: 'admin: a splash ad switched off and on, seen by the public API',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        await page.goto(`${base}/admin/splash-ads`);
        const toggle = page.getByRole('switch').first();
        await expectVisible(toggle, 'a splash ad switch');
        const label = await toggle.getAttribute('aria-label');
        const title = label.replace(/ aktif$/, '');
        const wasOn = await toggle.isChecked();
        await toggle.click();
        await page.waitForFunction(([l, v]) => document.querySelector(`[aria-label="${l}"]`)?.checked === v, [label, !wasOn]);
        const active = (await publicJson('/api/splash-ads')).map((a) => a.title);
        expect(active.includes(title) === !wasOn, `the public splash list does not follow the switch (${active})`);
        await page.getByRole('switch', { name: label }).click();
        await page.waitForFunction(([l, v]) => document.querySelector(`[aria-label="${l}"]`)?.checked === v, [label, wasOn]);
        await page.getByRole('button', { name: 'Sil' }).first().click();
        await expectVisible(page.getByRole('dialog').getByText('Bu işlem geri alınamaz.', { exact: false }), 'the delete confirmation');
        await page.getByRole('dialog').getByRole('button', { name: 'İptal' }).click();
      },
    },
    {
      name: 'admin: the hero changed in site settings shows on the home page',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        await page.goto(`${base}/admin/settings`);
        const save = page.getByRole('button', { name: 'Kaydet' });
        await expectVisible(page.getByLabel('Ana Başlık'), 'the hero form');
        expect(await save.isDisabled(), 'hero save is enabled before any change');
        const title = `Yeni Ana Başlık ${unique()}`;
        await page.getByLabel('Ana Başlık').fill(title);
        expect(await save.isEnabled(), 'hero save stays disabled after a change');
        await page.getByLabel('Üst Başlık').fill('');
        await save.click();
        await expectVisible(page.getByText('Üst başlık gereklidir'), 'the required message');
        await page.getByLabel('Üst Başlık').fill('Türkiye Rehberi');
        await save.click();
        await toast(page, 'Hero bölümü kaydedildi');
        await page.goto(`${base}/?splashDelay=3600000`);
        await expectVisible(page.getByText(title), 'the new hero title on /');
      },
    },
    {
      name: 'admin: every screen at 1440 px and 768 px',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        const promotions = await publicJson('/api/promotions');
        const screens = [
          'dashboard',
          'casinos',
          'casinos/new',
          'promotions',
          'promotions/new',
          `promotions/edit/${promotions[0].id}`,
          'categories',
          'comments',
          'splash-ads',
          'splash-ads/new',
          'settings',
          'seo-settings',
          'security',
        ];
        for (const [width, viewport] of [
          ['1440', WIDE],
          ['768', TABLET],
        ]) {
          await page.setViewportSize(viewport);
          for (const screen of screens) {
            await page.goto(`${base}/admin/${screen}`);
            await expectVisible(page.getByRole('main').getByRole('heading', { level: 1 }), `the heading of /admin/${screen}`);
            await page.waitForLoadState('networkidle').catch(() => {});
            await shot(page, `admin-${screen.replace(/\//g, '-').replace(/-edit-.*/, '-edit')}-${width}`);
          }
        }
        await page.goto(`${base}/admin/seo-settings`);
        await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
        const description = page.getByLabel('Açıklama', { exact: true });
        await description.fill('x'.repeat(161));
        await expectVisible(page.getByText('161/160'), 'the description counter');
        expect((await page.getByText('161/160').getAttribute('class')).includes('text-red'), 'the counter over the limit is not red');
        await shot(page, 'admin-seo-settings-open-768');
        await page.setViewportSize(TABLET);
        await page.getByRole('button', { name: 'Menüyü aç' }).click();
        await expectVisible(page.getByRole('navigation').getByRole('link', { name: 'Kategoriler' }), 'the menu on a tablet');
        await shot(page, 'admin-menu-open-768');
      },
    },
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
