// The event log in the back office: a promotion's terms changed twice, the difference read in
// 'Geçmiş', the first version restored and found on /bonuslar; a blog post deleted and brought
// back from 'Çöp Kutusu' with its address; the activity log filtered by the editor's own
// account, a row followed to its history, and the CSV saved. Screenshots of each new screen at
// 1440 px and 820 px.

import { readFile } from 'node:fs/promises';
import { adminKit, WIDE } from './admin-kit.mjs';

const NARROW = { width: 820, height: 1180 };

export function historyScenarios(base, h) {
  const { expect, expectVisible, expectGone, shot, signIn, toast, publicJson, adminApi, unique } = adminKit(base, h);
  const termsField = (page) => page.getByLabel('Şartlar ve Koşullar (her satıra bir şart)');

  async function editTerms(page, id, terms) {
    await page.goto(`${base}/admin/promotions/edit/${id}`);
    await expectVisible(page.getByLabel('Başlık', { exact: true }), 'the promotion form');
    await page.waitForFunction(() => document.querySelector('textarea')?.value.length > 0, undefined, { timeout: 10_000 });
    await termsField(page).fill(terms);
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await toast(page, 'Promosyon başarıyla güncellendi');
    await page.waitForURL('**/admin/promotions');
  }

  /** Waits until the public answer of `path` has `status` (the projection follows the command). */
  async function waitForStatus(path, status, what) {
    const until = Date.now() + 10_000;
    let last;
    while (Date.now() < until) {
      last = (await fetch(base + path)).status;
      if (last === status) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(false, `${what}: ${path} answers ${last}, expected ${status}`);
  }

  async function openHistory(page) {
    await page.getByRole('button', { name: 'Geçmişi göster' }).click();
    const versions = page.getByTestId('history-version');
    await expectVisible(versions, "the versions in 'Geçmiş'");
    return versions;
  }

  return [
    {
      name: "admin history: a promotion's terms changed twice, the difference in 'Geçmiş', the first version restored and on /bonuslar",
      viewport: WIDE,
      async run(page) {
        const title = `Geçmiş Bonusu ${unique()}`;
        const created = await adminApi('POST', '/api/admin/promotions', {
          title,
          short_description: 'Geçmiş senaryosu için bir kampanya.',
          description: '<p>İlk yatırıma yüzde yüz bonus.</p>',
          terms: ['Çevrim 10 kat', 'En az 100 TL yatırım'],
          url: 'https://example.com/gecmis',
          is_active: true,
        });
        await signIn(page);
        await editTerms(page, created.id, 'Çevrim 20 kat\nEn az 100 TL yatırım');
        await editTerms(page, created.id, 'Çevrim 35 kat\nEn az 250 TL yatırım');

        await page.goto(`${base}/admin/promotions/edit/${created.id}`);
        const versions = await openHistory(page);
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="history-version"]').length >= 3, undefined, { timeout: 10_000 });
        const newest = versions.first();
        expect((await newest.getAttribute('data-version')) === '3', `the newest version is ${await newest.getAttribute('data-version')}, expected 3`);
        await expectVisible(newest.getByTestId('version-actor').getByText(h.admin.email), "the editor's email on the newest version");
        const terms = newest.locator('[data-field="terms"]');
        await expectVisible(terms.getByText('Şartlar ve Koşullar'), "the terms' change on the newest version");
        const oldText = await terms.getByTestId('change-old').textContent();
        const newText = await terms.getByTestId('change-new').textContent();
        expect(oldText.includes('Çevrim 20 kat') && newText.includes('Çevrim 35 kat'), `the difference reads "${oldText}" → "${newText}"`);
        await shot(page, 'admin-history-1440');

        const first = page.locator('[data-testid="history-version"][data-version="1"]');
        await first.getByRole('button', { name: '1. sürümü geri yükle' }).click();
        const dialog = page.getByRole('dialog', { name: '1. sürüm geri yüklensin mi?' });
        await expectVisible(dialog.locator('[data-field="terms"]'), 'the terms in what the restore would change');
        const now = await dialog.locator('[data-field="terms"]').getByTestId('change-old').textContent();
        const after = await dialog.locator('[data-field="terms"]').getByTestId('change-new').textContent();
        expect(now.includes('Çevrim 35 kat') && after.includes('Çevrim 10 kat'), `the restore would change "${now}" → "${after}"`);
        await shot(page, 'admin-history-restore-1440');
        await dialog.getByRole('button', { name: 'Geri Yükle' }).click();
        await toast(page, '1. sürüm geri yüklendi');
        await expectGone(dialog, 'the restore dialog');
        await expectVisible(page.getByTestId('version-badge').getByText('1. sürümden geri yüklendi'), 'the restore in the history');
        for (let tries = 0; (await termsField(page).inputValue()) !== 'Çevrim 10 kat\nEn az 100 TL yatırım'; tries++) {
          expect(tries < 40, `the form shows the terms "${await termsField(page).inputValue()}", not the restored ones`);
          await page.waitForTimeout(250);
        }

        const listed = (await publicJson('/api/promotions')).find((p) => p.id === created.id);
        expect(listed && JSON.stringify(listed.terms) === JSON.stringify(['Çevrim 10 kat', 'En az 100 TL yatırım']), `public terms: ${JSON.stringify(listed?.terms)}`);
        await page.goto(`${base}/bonuslar?splashDelay=3600000`);
        // Typed into the server's first screen, most likely before the app takes over: the app
        // must carry the text over (lib/first-screen-carry.ts), not show an empty box.
        const search = page.getByRole('searchbox', { name: 'Bonus ara' });
        await search.fill(title);
        await page.waitForFunction(() => !document.querySelector('[data-first-screen]'), undefined, { timeout: 10_000 });
        expect((await search.inputValue()) === title, `the search box reads "${await search.inputValue()}" after the app took over`);
        const card = page.getByTestId('promotion-card').filter({ hasText: title });
        await expectVisible(card, 'the restored promotion on /bonuslar');
        await card.getByRole('button', { name: 'Detayları Gör' }).click();
        await expectVisible(card.getByText('Çevrim 10 kat'), 'the first version’s terms on /bonuslar');
        expect((await card.getByText('Çevrim 35 kat').count()) === 0, 'the overwritten terms are still on /bonuslar');

        await page.setViewportSize(NARROW);
        await page.goto(`${base}/admin/promotions/edit/${created.id}`);
        await openHistory(page);
        await shot(page, 'admin-history-820');
      },
    },
    {
      name: "admin history, the bin: a deleted blog post is restored from 'Çöp Kutusu' with its address",
      viewport: WIDE,
      async run(page) {
        const title = `Çöp Kutusu Yazısı ${unique()}`;
        const post = await adminApi('POST', '/api/admin/blog-posts', {
          title,
          category: 'Rehber',
          excerpt: 'Silinip geri getirilecek bir yazı.',
          content: '<p>Bu yazı silinecek, sonra Çöp Kutusu’ndan aynı adresiyle geri gelecek. Okurlar onu yine aynı bağlantıda bulacak.</p>',
        });
        await adminApi('POST', `/api/admin/blog-posts/${post.id}/publish`);
        const path = `/blog/${post.slug}`;
        await waitForStatus(`/api/blog/${post.slug}`, 200, 'the published post');

        await signIn(page);
        await page.goto(`${base}/admin/blog`);
        await page.getByRole('searchbox', { name: 'Blog yazılarında ara' }).fill(title);
        const row = page.getByRole('row').filter({ hasText: title });
        await expectVisible(row, 'the post in the blog list');
        await row.getByRole('button', { name: 'Sil' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
        await toast(page, 'Blog yazısı silindi');
        await waitForStatus(`/api/blog/${post.slug}`, 404, 'the deleted post');

        await page.getByRole('link', { name: 'Çöp Kutusu' }).click();
        await page.waitForURL('**/admin/bin');
        await page.getByRole('searchbox', { name: 'Çöp kutusunda ara' }).fill(title);
        await page.waitForURL((url) => url.searchParams.get('q') === title);
        const binned = page.getByTestId('bin-row').filter({ hasText: title });
        await expectVisible(binned, 'the deleted post in the bin');
        await expectVisible(binned.getByText(h.admin.email), 'who deleted it');
        await expectVisible(binned.getByText(path), 'its address');
        await shot(page, 'admin-bin-1440');
        await page.setViewportSize(NARROW);
        await shot(page, 'admin-bin-820');
        await page.setViewportSize(WIDE);
        await binned.getByRole('button', { name: `${title} geri yükle` }).click();
        await page.getByRole('dialog', { name: 'Geri yükle' }).getByRole('button', { name: 'Geri Yükle' }).click();
        await toast(page, `"${title}" geri yüklendi`);
        await expectGone(binned, 'the restored post in the bin');

        await waitForStatus(`/api/blog/${post.slug}`, 200, 'the restored post at its address');
        expect((await publicJson(`/api/blog/${post.slug}`)).id === post.id, 'the restored post has another id');
        await page.goto(`${base}${path}?splashDelay=3600000`);
        await expectVisible(page.getByRole('heading', { name: title }), 'the restored post on the site');
      },
    },
    {
      name: "admin history, the activity log: the log filtered by the editor's own account, a row's history opened, the CSV saved",
      viewport: WIDE,
      async run(page) {
        // A change of the editor's own, so the promotion filter below has a row to follow.
        await adminApi('POST', '/api/admin/promotions', {
          title: `Günlük Bonusu ${unique()}`,
          short_description: 'Etkinlik günlüğü senaryosu için bir kampanya.',
          description: '<p>Detay</p>',
          url: 'https://example.com/gunluk',
          is_active: false,
        });
        await signIn(page);
        await page.getByRole('link', { name: 'Etkinlik Günlüğü' }).click();
        await page.waitForURL('**/admin/activity');
        await expectVisible(page.getByTestId('activity-row'), 'the activity rows');
        const admins = page.getByRole('combobox', { name: 'Yöneticiye göre filtrele' });
        // An <option> is never "visible" to Playwright: it is waited for in the DOM.
        await admins
          .locator('option', { hasText: h.admin.email })
          .waitFor({ state: 'attached', timeout: 10_000 })
          .catch(() => expect(false, 'the editor is not among the admins of the filter'));
        await admins.selectOption({ label: h.admin.email });
        await page.waitForURL((url) => !!url.searchParams.get('admin'));
        const rows = page.getByTestId('activity-row');
        await expectVisible(rows, 'the editor’s rows');
        // The address changes before the filtered answer arrives: until then the table still shows
        // everybody's rows. Wait (bounded) for a table of the editor's rows alone, then check it.
        await page
          .waitForFunction(
            (email) => {
              const cells = [...document.querySelectorAll('[data-testid="activity-row"] td:nth-child(2)')];
              return cells.length > 0 && cells.every((c) => c.textContent === email);
            },
            h.admin.email,
            { timeout: 10_000 },
          )
          .catch(() => {});
        const actors = await rows.locator('td:nth-child(2)').allTextContents();
        expect(actors.length > 0 && actors.every((a) => a === h.admin.email), `rows of others: ${[...new Set(actors)].join(', ')}`);
        await page.getByRole('combobox', { name: 'Türe göre filtrele' }).selectOption('account');
        await page.getByRole('combobox', { name: 'İşleme göre filtrele' }).selectOption('signed_in');
        await page.waitForURL((url) => url.searchParams.get('entity_type') === 'account' && url.searchParams.get('action') === 'signed_in');
        await expectVisible(rows.filter({ hasText: 'Giriş yaptı' }), "the editor's sign-in");
        await shot(page, 'admin-activity-1440');

        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV indir' }).click()]);
        const csv = await readFile(await download.path(), 'utf8');
        const lines = csv.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
        expect(lines[0] === 'zaman,yönetici,işlem,tür,kayıt', `the CSV's header: ${lines[0]}`);
        expect(lines.length >= 2 && lines.slice(1).every((l) => l.includes(h.admin.email)), `the CSV rows: ${lines.slice(1, 4).join(' | ')}`);

        await page.getByRole('combobox', { name: 'Türe göre filtrele' }).selectOption('promotions');
        await page.getByRole('combobox', { name: 'İşleme göre filtrele' }).selectOption('');
        const linked = rows.getByRole('link').first();
        await expectVisible(linked, "a promotion row's history link");
        await linked.click();
        await page.waitForURL('**/admin/history/promotions/**');
        await expectVisible(page.getByTestId('history-version'), 'the versions on the history page');

        await page.setViewportSize(NARROW);
        await page.goto(`${base}/admin/activity`);
        await expectVisible(rows, 'the activity rows at 820 px');
        // Long emails and labels wrap: the five columns, 'Kayıt' included, fit the card.
        const widths = await page.evaluate(() => {
          const card = document.querySelector('table').parentElement;
          return { needed: card.scrollWidth, shown: card.clientWidth };
        });
        expect(widths.needed <= widths.shown, `the activity table needs ${widths.needed} px in a card of ${widths.shown} px at 820 px`);
        await shot(page, 'admin-activity-820');
      },
    },
  ];
}
