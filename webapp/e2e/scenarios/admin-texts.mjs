// What an editor sees when something fails, and the notes the spec asks for: a blog image whose
// upload fails is embedded and kept, 'İptal' disabled while the AI writes, load errors as
// toasts with the screen's text, the splash form's timing note and its upload failure, a
// promotion save that gets no answer, a promotion's category shown when the choices come late,
// a sign-in whose admin check fails, the publishing log's reload failure, and a public blog list
// that fails quietly. Failures are made in the browser (`page.route`), so the shared stack is
// never broken. Runs after the other back-office scenarios.

import { adminKit, PNG_1x1, TABLET, WIDE } from './admin-kit.mjs';

export function textScenarios(base, h) {
  const { expect, expectVisible, expectGone, shot, signIn, toast, publicJson, unique } = adminKit(base, h);
  const failWith503 = (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'storage_unavailable', message: 'Depolama kullanılamıyor' } }) });
  const shots = async (page, name) => {
    await shot(page, `${name}-1440`);
    await page.setViewportSize(TABLET);
    await page.waitForTimeout(500); // the sidebar slides away at this width
    await shot(page, `${name}-768`);
    await page.setViewportSize(WIDE);
  };

  return [
    {
      name: 'admin texts: a blog image whose upload fails is embedded in the post and kept',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        await page.goto(`${base}/admin/blog/new`);
        await page.route('**/api/admin/uploads/blog-images', failWith503);
        const title = `Gömülü görsel ${unique()}`;
        await page.getByLabel('Başlık', { exact: true }).fill(title);
        await page.getByLabel('Kategori', { exact: true }).fill('Rehber');
        await page.getByLabel('Özet', { exact: true }).fill('Yükleme başarısız olsa da görsel yazıda kalır.');
        await page.locator('.ProseMirror').click();
        await page.keyboard.type('Bu yazının görseli depolamaya yüklenemedi, bu yüzden yazının içine gömüldü ve yine de görünür.');
        await page.getByLabel('Görsel dosyası').setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: PNG_1x1 });
        const preview = page.getByRole('img', { name: 'Önizleme' });
        await expectVisible(preview, 'the preview of the embedded image');
        const src = await preview.getAttribute('src');
        expect(src === `data:image/png;base64,${PNG_1x1.toString('base64')}`, `the image is not embedded as a data URL: ${src?.slice(0, 40)}`);
        expect((await page.getByTestId('toaster').getByRole('alert').count()) === 0, 'an error toast showed although the image was embedded');
        await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
        await page.waitForURL('**/admin/blog');
        await toast(page, 'Blog yazısı başarıyla eklendi');
        await page.getByTestId('blog-row').filter({ hasText: title }).getByRole('link', { name: 'Düzenle' }).click();
        await page.waitForURL('**/admin/blog/edit/**');
        await expectVisible(page.getByRole('img', { name: 'Önizleme' }), 'the embedded image after a reload of the post');
        const kept = await page.getByRole('img', { name: 'Önizleme' }).getAttribute('src');
        expect(kept === src, `the saved post lost its embedded image: ${kept?.slice(0, 40)}`);
      },
    },
    {
      name: "admin texts: 'İptal' is disabled while the AI writes",
      viewport: WIDE,
      async run(page) {
        h.fakeAi.mode = 'ok';
        await signIn(page);
        await page.goto(`${base}/admin/blog/new`);
        // Hold the job's creation for a while, so the editor is busy long enough to look at.
        await page.route('**/api/admin/ai/jobs', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 3000));
          await route.continue();
        });
        const cancel = page.locator('form').getByRole('button', { name: 'İptal', exact: true });
        expect(await cancel.isEnabled(), "'İptal' is disabled before anything runs");
        await page.getByRole('button', { name: 'AI ile İçerik Oluştur' }).click();
        await page.getByLabel('Konu').fill('Kayıp bonusu');
        await page.getByRole('button', { name: 'Oluştur', exact: true }).click();
        await page.waitForFunction(() => [...document.querySelectorAll('form button')].some((b) => b.textContent.trim() === 'İptal' && b.disabled), null, { timeout: 5000 });
        expect(await page.locator('form').getByRole('button', { name: 'Kaydet', exact: true }).isDisabled(), "'Kaydet' is enabled while the AI writes");
        await toast(page, 'İçerik başarıyla oluşturuldu');
        expect(await cancel.isEnabled(), "'İptal' stays disabled after the AI finished");
        await cancel.click();
        await page.waitForURL('**/admin/blog');
      },
    },
    {
      name: 'admin texts: a list that cannot load says so in a toast with its own text, and a retry loads it',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        // The list asks for a page (`/api/admin/casinos?page=...`): every list request fails.
        const casinoList = /\/api\/admin\/casinos(\?|$)/;
        await page.route(casinoList, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"x"}}' }));
        await page.goto(`${base}/admin/casinos`);
        await toast(page, 'Casino siteleri yüklenirken bir hata oluştu');
        expect(
          (await page.getByTestId('toaster').getByRole('alert').textContent()).includes('Casino siteleri yüklenirken bir hata oluştu'),
          'the load error is not an error toast',
        );
        await shots(page, 'admin-casinos-load-error');
        await page.unroute(casinoList);
        await page.getByRole('button', { name: 'Tekrar dene' }).click();
        await expectVisible(page.getByRole('table'), 'the casino list after the retry');
      },
    },
    {
      name: "admin texts: the splash form's timing note and its upload failure",
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        await page.goto(`${base}/admin/splash-ads/new`);
        await expectVisible(page.getByText('Bu reklam, ziyaretçi siteye girdikten 5-10 saniye sonra açılır pencere olarak gösterilir.'), 'the timing note');
        await page.route('**/api/admin/uploads/splash-ads', failWith503);
        await page.getByLabel('Görsel dosyası').setInputFiles({ name: 'reklam.png', mimeType: 'image/png', buffer: PNG_1x1 });
        await toast(page, 'Görsel yüklenirken bir hata oluştu');
        await shots(page, 'admin-splash-ads-new-note');
      },
    },
    {
      name: "admin texts: a promotion's category shows when the choices come late; a save with no answer says so",
      viewport: WIDE,
      async run(page) {
        const promotion = (await publicJson('/api/promotions')).find((p) => p.category_id);
        expect(promotion, 'no public promotion has a category');
        await signIn(page);
        await page.route('**/api/admin/categories', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
        });
        await page.goto(`${base}/admin/promotions/edit/${promotion.id}`);
        const title = page.getByLabel('Başlık', { exact: true });
        const category = page.getByLabel('Kategori', { exact: true });
        // The record comes at once, the categories 1.5 s later.
        for (let waited = 0; (await title.inputValue().catch(() => '')) !== promotion.title; waited += 100) {
          expect(waited < 10_000, 'the promotion did not load into the form');
          await page.waitForTimeout(100);
        }
        for (let waited = 0; (await category.locator('option').count()) < 2; waited += 100) {
          expect(waited < 10_000, 'the categories did not arrive');
          await page.waitForTimeout(100);
        }
        await page.waitForTimeout(300);
        const shown = await category.evaluate((select) => select.selectedOptions[0]?.textContent);
        expect(shown === promotion.category, `the category select shows "${shown}", not "${promotion.category}"`);
        await page.route(`**/api/admin/promotions/${promotion.id}`, (route) => (route.request().method() === 'PUT' ? route.abort('failed') : route.continue()));
        await page.getByRole('button', { name: 'Güncelle' }).click();
        await toast(page, 'Promosyon kaydedilirken bir hata oluştu: ');
        await shots(page, 'admin-promotion-save-no-answer');
      },
    },
    {
      name: "admin texts: 'Yetkilendirme hatası oluştu' when the sign-in's admin check fails",
      viewport: WIDE,
      async run(page) {
        await page.goto(`${base}/admin/login`);
        await page.getByLabel('E-posta').fill(h.admin.email);
        await page.getByLabel('Şifre').fill(h.admin.password);
        await page.route('**/api/auth/token', (route) =>
          route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"database_unavailable","message":"Veritabanına şu anda ulaşılamıyor"}}' }),
        );
        await page.getByRole('button', { name: 'Giriş Yap' }).click();
        await toast(page, 'Yetkilendirme hatası oluştu');
        await expectGone(page.getByText('Giriş yapılıyor...'), 'the progress toast');
        expect(page.url().endsWith('/admin/login'), `the failed sign-in left the page: ${page.url()}`);
      },
    },
    {
      name: 'admin texts: a publishing page whose reload fails keeps its data and says the log could not be loaded',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        await page.goto(`${base}/admin/scheduled-publishing`);
        await expectVisible(page.getByRole('button', { name: 'Ayarları Kaydet' }), 'the settings card');
        const daily = await page.getByLabel('Günlük yayın sayısı').inputValue();
        await page.route('**/api/admin/scheduled-publishing', (route) =>
          route.request().method() === 'GET' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"x"}}' }) : route.continue(),
        );
        await page.getByLabel('Günlük yayın sayısı').fill(daily);
        await page.getByRole('button', { name: 'Ayarları Kaydet' }).click();
        await toast(page, 'Yayınlama logları yüklenirken bir hata oluştu');
        await expectVisible(page.getByTestId('pending-drafts'), 'the cards after the failed reload');
      },
    },
    {
      name: 'public texts: a blog list that cannot load shows the empty state, not an error',
      viewport: WIDE,
      async run(page) {
        await page.route('**/api/blog', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"x"}}' }));
        await page.goto(`${base}/?splashDelay=3600000`);
        // The app's own link (the first screen's, before the app takes over, loads /blog with its list in the page).
        await page.waitForFunction(() => !document.querySelector('[data-first-screen]'));
        await page.getByRole('navigation').getByRole('link', { name: 'Blog', exact: true }).first().click();
        await page.waitForURL('**/blog');
        await expectVisible(page.getByText('Henüz blog yazısı bulunmuyor.'), 'the empty state');
        expect((await page.getByText('Bir hata oluştu').count()) === 0, 'the failed blog list shows an error box');
      },
    },
  ];
}
