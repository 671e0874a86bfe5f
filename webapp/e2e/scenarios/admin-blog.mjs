// End-to-end scenarios of the blog editor, the AI jobs and scheduled publishing against the real
// stack, whose worker calls a local OpenAI-compatible stand-in (infra/dev/fake-ai.mjs) that the
// scenarios can switch to answering 429. `h` holds the runner's helpers and the fake's state.

import { adminSignIn, TABLET, WIDE } from './admin-kit.mjs';

export function blogScenarios(base, h) {
  const { expect, expectVisible, shot, fakeAi, setClockOffset } = h;
  const signIn = adminSignIn(base, h);
  const toast = (page, text) => expectVisible(page.getByTestId('toaster').getByText(text, { exact: false }), `the toast "${text}"`, 30_000);
  const publicJson = async (path) => (await fetch(base + path)).json();

  async function openAiDialog(page, topic) {
    await page.getByRole('button', { name: 'AI ile İçerik Oluştur' }).click();
    await page.getByLabel('Konu').fill(topic);
  }

  return [
    {
      name: 'admin blog: write a post with AI, expand it, its SEO, save, publish, read it on the site',
      viewport: WIDE,
      async run(page) {
        fakeAi.mode = 'ok';
        await signIn(page);
        await page.goto(`${base}/admin/blog/new`);
        await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
        await expectVisible(page.getByText('Blog başlığı en az 2 karakter olmalıdır'), 'the title message');
        await expectVisible(page.getByText('Kategori giriniz'), 'the category message');
        await openAiDialog(page, 'Hafta sonu bonusu');
        await page.getByRole('button', { name: 'Oluştur', exact: true }).click();
        await toast(page, 'İçerik başarıyla oluşturuldu');
        const title = await page.getByLabel('Başlık', { exact: true }).inputValue();
        expect(title === 'Hafta sonu bonusu: Bilmeniz Gerekenler', `the AI title was not applied: ${title}`);
        const before = Number((await page.getByTestId('word-count').textContent()).replace(/\D/g, ''));
        expect(before >= 300, `the generated post has ${before} words`);
        // Remove most of it so the 'expand' link shows, then expand.
        await page.evaluate(() => {
          const editor = document.querySelector('.ProseMirror');
          const paragraphs = [...editor.querySelectorAll('p')];
          paragraphs.slice(2).forEach((p) => p.remove());
        });
        await page.locator('.ProseMirror').click();
        await page.keyboard.type(' ek');
        const trimmed = Number((await page.getByTestId('word-count').textContent()).replace(/\D/g, ''));
        expect(trimmed < 300, `the trimmed post still has ${trimmed} words`);
        await page.getByRole('button', { name: 'İçeriği genişlet' }).click();
        await page.waitForFunction(
          (n) => Number(document.querySelector('[data-testid="word-count"]').textContent.replace(/\D/g, '')) > n + 100,
          trimmed,
          { timeout: 20_000 },
        );
        const after = Number((await page.getByTestId('word-count').textContent()).replace(/\D/g, ''));
        expect(after > 200, `expanding left ${after} words`);
        await page.getByLabel('Kategori', { exact: true }).fill('Rehber');
        await page.getByRole('tab', { name: 'SEO' }).click();
        await page.getByRole('button', { name: 'AI ile SEO Oluştur' }).click();
        await toast(page, 'SEO meta verileri oluşturuldu');
        expect((await page.getByLabel('SEO Başlığı').inputValue()) === 'Casino Bonusları Rehberi', 'the SEO title was not applied');
        await shot(page, 'admin-blog-editor-1440');
        await page.setViewportSize(TABLET);
        await page.waitForTimeout(500); // the sidebar slides away at this width
        await shot(page, 'admin-blog-editor-768');
        await page.setViewportSize(WIDE);
        await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
        await page.waitForURL('**/admin/blog');
        await toast(page, 'Blog yazısı başarıyla eklendi');
        const row = page.getByTestId('blog-row').filter({ hasText: title });
        await row.getByRole('button', { name: 'Yayınla' }).click();
        await toast(page, 'Blog yazısı yayınlandı');
        await expectVisible(row.getByText('Yayında'), 'the published status');
        await shot(page, 'admin-blog-list-1440');
        const posts = await publicJson('/api/blog?limit=50');
        const post = posts.find((p) => p.title === title);
        expect(post, 'the published post is not in the public blog');
        await page.goto(`${base}/blog/${post.slug}`);
        await expectVisible(page.getByRole('heading', { name: title }), 'the post on the public site');
      },
    },
    {
      name: 'admin blog: a batch of 3 with 1 to publish shows progress and saves 1 published and 2 drafts',
      viewport: WIDE,
      async run(page) {
        fakeAi.mode = 'ok';
        await signIn(page);
        await page.goto(`${base}/admin/blog/new`);
        await openAiDialog(page, 'Çevrimsiz bonus');
        await page.getByLabel('Toplu içerik oluştur').check();
        expect((await page.getByLabel('Oluşturulacak içerik sayısı').inputValue()) === '3', 'the batch count default is not 3');
        expect((await page.getByLabel('Günlük otomatik yayın sayısı').inputValue()) === '1', 'the daily count default is not 1');
        await page.getByRole('button', { name: 'Oluştur', exact: true }).click();
        await expectVisible(page.getByTestId('ai-progress').getByText(/\d \/ 3 içerik oluşturuldu/), 'the batch progress', 20_000);
        await shot(page, 'admin-blog-ai-progress-1440');
        await expectVisible(page.getByText('Oluşturulan İçerikler'), 'the batch results', 60_000);
        const marks = await page.getByTestId('batch-post').allTextContents();
        expect(marks.length === 3, `${marks.length} results`);
        expect(marks.filter((t) => t.includes('Yayınlanacak')).length === 1, 'not exactly one post marked to publish');
        await shot(page, 'admin-blog-batch-1440');
        await page.getByRole('button', { name: 'Tüm İçerikleri Kaydet' }).click();
        await page.waitForURL('**/admin/blog');
        await toast(page, 'Blog yazıları başarıyla kaydedildi.');
        const rows = page.getByTestId('blog-row').filter({ hasText: 'Çevrimsiz bonus' });
        await expectVisible(rows.first(), 'the saved batch posts');
        const statuses = await rows.allTextContents();
        expect(statuses.length === 3, `${statuses.length} saved posts`);
        expect(statuses.filter((t) => t.includes('Yayında')).length === 1, 'not exactly one published');
        expect(statuses.filter((t) => t.includes('Taslak')).length === 2, 'not exactly two drafts');
        await expectVisible(page.getByText('Son AI İşleri'), 'the recent AI jobs');
        await page.setViewportSize(TABLET);
        await page.waitForTimeout(500); // the sidebar slides away at this width
        await shot(page, 'admin-blog-list-768');
      },
    },
    {
      name: 'admin blog: the AI service answering 429 shows the mapped message and keeps what was typed',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        await page.goto(`${base}/admin/blog/new`);
        await page.getByLabel('Başlık', { exact: true }).fill('Elle yazılan başlık');
        await page.getByLabel('Özet', { exact: true }).fill('Elle yazılmış ve kaybolmaması gereken özet.');
        fakeAi.mode = '429';
        try {
          await openAiDialog(page, 'Limit testi');
          await page.getByRole('button', { name: 'Oluştur', exact: true }).click();
          await toast(page, 'API istek limiti aşıldı. Lütfen daha sonra tekrar deneyin.');
        } finally {
          fakeAi.mode = 'ok';
        }
        await page.getByRole('button', { name: 'Vazgeç' }).click();
        expect((await page.getByLabel('Başlık', { exact: true }).inputValue()) === 'Elle yazılan başlık', 'the typed title was lost');
        expect((await page.getByLabel('Özet', { exact: true }).inputValue()) === 'Elle yazılmış ve kaybolmaması gereken özet.', 'the typed excerpt was lost');
      },
    },
    {
      name: 'admin scheduled publishing: the countdown ticks, publish now, the test page shows answers',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        await page.goto(`${base}/admin/scheduled-publishing`);
        await expectVisible(page.getByTestId('system-status').getByText('Aktif'), 'the system status');
        const first = await page.getByTestId('countdown').textContent();
        await page.waitForTimeout(2200);
        const second = await page.getByTestId('countdown').textContent();
        expect(first !== second && /\d\d:\d\d:\d\d/.test(second), `the countdown did not tick: ${first} then ${second}`);
        await page.getByLabel('Günlük yayın sayısı').fill('0');
        await page.getByRole('button', { name: 'Ayarları Kaydet' }).click();
        await expectVisible(page.getByText('Günlük yayın sayısı en az 1 olmalıdır'), 'the daily count message');
        await shot(page, 'admin-scheduled-publishing-before-1440');
        // Move the publisher's clock a day on: the due slot publishes one draft and logs it.
        const pendingBefore = Number(await page.getByTestId('pending-drafts').textContent());
        const logsBefore = await page.getByTestId('publish-log').count();
        expect(pendingBefore > 0, 'no drafts to publish');
        setClockOffset(24 * 3600 + 120);
        const deadline = Date.now() + 20_000;
        for (;;) {
          await page.reload();
          await page.getByTestId('pending-drafts').waitFor();
          const pendingNow = Number(await page.getByTestId('pending-drafts').textContent());
          const logsNow = await page.getByTestId('publish-log').count();
          if (pendingNow === pendingBefore - 1 && logsNow === logsBefore + 1) break;
          expect(Date.now() < deadline, `the due slot was not published and logged (${pendingBefore} drafts, now ${pendingNow}; ${logsNow} log rows)`);
          await page.waitForTimeout(500);
        }
        setClockOffset(0);
        await shot(page, 'admin-scheduled-publishing-after-1440');
        const pending = Number(await page.getByTestId('pending-drafts').textContent());
        await page.getByRole('button', { name: 'Şimdi Yayınla' }).click();
        if (pending > 0) await toast(page, 'blog yazısı yayınlandı');
        else await toast(page, 'Yayınlanacak taslak blog bulunamadı');
        await expectVisible(page.getByTestId('publish-log').first(), 'a log row');
        await shot(page, 'admin-scheduled-publishing-1440');
        await page.setViewportSize(TABLET);
        await page.waitForTimeout(500); // the sidebar slides away at this width
        await shot(page, 'admin-scheduled-publishing-768');
        await page.setViewportSize(WIDE);
        await page.goto(`${base}/admin/test-edge-function`);
        await page.getByRole('button', { name: 'Çalıştır' }).first().click();
        await expectVisible(page.getByTestId('call-answer').getByText('HTTP 200'), 'the JSON answer');
        await shot(page, 'admin-test-page-1440');
        // The SEO settings' AI suggestions.
        await page.goto(`${base}/admin/seo-settings`);
        await page.getByRole('button', { name: /Ana Sayfa/ }).click();
        await page.getByRole('button', { name: 'AI Önerileri' }).click();
        await expectVisible(page.getByTestId('seo-suggestion'), 'the SEO suggestions', 20_000);
        expect((await page.getByTestId('seo-suggestion').count()) === 3, 'not three suggestions');
        await shot(page, 'admin-seo-suggestions-1440');
        await page.getByRole('button', { name: 'Seç ve Uygula' }).click();
        expect((await page.getByLabel('Başlık', { exact: true }).inputValue()) === 'Ana Sayfa | Bonus Rehberi 1', 'the chosen suggestion was not applied');
      },
    },
  ];
}
