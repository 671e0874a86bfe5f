// Scenarios of the public site: /bonuslar (search, category chips, one expanded card) and a promotion's page with its comments.
import { randomBytes } from 'node:crypto';
import { expect, expectVisible, shot, loadLazyImages, promotionPath, DESKTOP, Failure } from '../checks.mjs';
import { getJson, waitFor } from '../stack.mjs';

/** @param {{ base: string, data: object, open: (page, path, query?) => Promise<void> }} ctx */
export function promotionsScenarios({ base, data, open }) {
  const { promotions, categories } = data;
  return [
    {
      name: '/bonuslar: pages, search and category filter',
      viewport: DESKTOP,
      async run(page) {
        const PER_PAGE = 24;
        const countOnPage = (n) => Math.min(n, PER_PAGE);
        const waitForCards = (n) =>
          page.waitForFunction((k) => document.querySelectorAll('[data-testid="promotion-card"]').length === k, n, { timeout: 5000 }).catch(() => {});
        await open(page, '/bonuslar');
        const cards = page.getByTestId('promotion-card');
        await expectVisible(cards, 'the promotion cards');
        expect((await cards.count()) === countOnPage(promotions.length), `shows ${await cards.count()} cards on the first page of ${promotions.length}`);
        const chips = page.getByRole('group', { name: 'Kategoriler' }).getByRole('button');
        expect((await chips.first().textContent()) === `Tüm Bonuslar (${promotions.length})`, "the first chip is not 'Tüm Bonuslar' with every promotion");

        // The second page, by its link, holds the rest, in the api's order.
        if (promotions.length > PER_PAGE) {
          await page.getByRole('link', { name: 'Sonraki ›' }).click();
          await waitForCards(promotions.length - PER_PAGE);
          expect(page.url().includes('sayfa=2'), 'the page is not in the URL');
          const titles = await cards.getByRole('heading').allTextContents();
          const expectedTitles = promotions.slice(PER_PAGE).map((p) => p.title);
          expect(JSON.stringify(titles) === JSON.stringify(expectedTitles), `page 2 shows ${titles.join(', ')}`);
          await page.getByRole('link', { name: '‹ Önceki' }).click();
          await waitForCards(PER_PAGE);
        }

        // Search by a word of one title: the api's own answer decides what shows.
        const target = promotions[0];
        const word = target.title.split(/\s+/).sort((a, b) => b.length - a.length)[0];
        await page.getByRole('searchbox', { name: 'Bonus ara' }).fill(word);
        await expectVisible(page.getByRole('heading', { name: target.title, exact: true }), `"${target.title}" after searching "${word}"`);
        const expected = await getJson(base, `/api/promotions?search=${encodeURIComponent(word)}`);
        await waitForCards(countOnPage(expected.length));
        expect((await cards.count()) === countOnPage(expected.length), `search "${word}" shows ${await cards.count()} cards, expected ${expected.length}`);
        await expectVisible(page.getByTestId('active-filter'), 'the active-filter label');
        await shot(page, 'desktop-bonuslar-search');

        // Typed without Turkish letters, a Turkish title is still found.
        const turkish = promotions.find((p) => /[şğüöçı]/i.test(p.title));
        if (turkish) {
          const ascii = turkish.title.toLocaleLowerCase('tr-TR').replace(/ş/g, 's').replace(/ğ/g, 'g').replace(/ü/g, 'u').replace(/ö/g, 'o').replace(/ç/g, 'c').replace(/ı/g, 'i');
          await page.getByRole('searchbox', { name: 'Bonus ara' }).fill(ascii);
          await expectVisible(page.getByRole('heading', { name: turkish.title, exact: true }), `"${turkish.title}" after searching "${ascii}"`);
        }

        // Category chip: exactly that category's promotions.
        await page.getByRole('button', { name: 'Filtreleri Temizle' }).click();
        const category = categories.find((c) => c.promotion_count > 0);
        expect(category, 'no category with promotions to filter by');
        await page.getByRole('button', { name: `${category.name} (${category.promotion_count})` }).click();
        const inCategory = promotions.filter((p) => p.category_id === category.id);
        await waitForCards(countOnPage(inCategory.length));
        expect((await cards.count()) === countOnPage(inCategory.length), `category "${category.name}" shows ${await cards.count()} cards, expected ${inCategory.length}`);
        expect(page.url().includes(`kategori=${category.slug}`), 'the category is not in the URL');

        // Nothing matches: the empty message and hint.
        await page.getByRole('searchbox', { name: 'Bonus ara' }).fill('zzqqxx-yok-boyle-bonus');
        await expectVisible(page.getByText('Bu kriterlere uygun promosyon bulunamadı.'), 'the empty message');
        await page.getByRole('button', { name: 'Filtreleri Temizle' }).click();
        await waitForCards(countOnPage(promotions.length));
        expect((await cards.count()) === countOnPage(promotions.length), "'Filtreleri Temizle' does not bring the first page back");
        await loadLazyImages(page);
        await shot(page, 'desktop-bonuslar');
      },
    },
    {
      name: '/bonuslar?sayfa=2 without JavaScript: the page\'s promotions as links, and the way back',
      viewport: DESKTOP,
      javaScript: false,
      async run(page) {
        const PER_PAGE = 24;
        const response = await page.goto(`${base}/bonuslar?sayfa=2`);
        expect(response.status() === 200, `/bonuslar?sayfa=2 answered ${response.status()}`);
        // The first screen's cards, then the list for a reader without JavaScript with the rest of the page.
        const cards = page.getByRole('main').getByTestId('promotion-card');
        const list = page.getByRole('main').getByRole('listitem');  // not the header's navigation
        const expectedCount = Math.max(0, Math.min(PER_PAGE, promotions.length - PER_PAGE));
        const shown = (await cards.count()) + (await list.count());
        expect(shown === expectedCount, `shows ${shown} promotions (${await cards.count()} cards), expected ${expectedCount}`);
        if (expectedCount > 0) {
          const first = promotions[PER_PAGE];
          await expectVisible(page.getByRole('link', { name: first.title, exact: true }), `the link to "${first.title}"`);
          expect((await page.getByRole('link', { name: first.title, exact: true }).getAttribute('href')) === promotionPath(first), 'the link does not lead to the promotion');
        }
        await expectVisible(page.getByRole('link', { name: '‹ Önceki' }), "the 'Önceki' link");
        await shot(page, 'desktop-bonuslar-no-javascript');
      },
    },
    {
      name: 'one promotion card expanded at a time',
      viewport: DESKTOP,
      async run(page) {
        expect(promotions.length >= 2, 'needs at least two promotions');
        await open(page, '/bonuslar');
        const cards = page.getByTestId('promotion-card');
        await expectVisible(cards, 'the promotion cards');
        const toggle = (i) => cards.nth(i).getByRole('button', { name: 'Detayları Gör' });
        await toggle(0).click();
        expect((await toggle(0).getAttribute('aria-expanded')) === 'true', 'the first card did not expand');
        const height = await cards.nth(0).evaluate((el) => el.getBoundingClientRect().height);
        expect(height <= 500.5, `the expanded card is ${height}px high (max 500)`);
        await shot(page, 'desktop-card-expanded');
        await toggle(1).click();
        expect((await toggle(1).getAttribute('aria-expanded')) === 'true', 'the second card did not expand');
        expect((await toggle(0).getAttribute('aria-expanded')) === 'false', 'the first card stayed expanded');
        expect((await page.locator('[data-testid="promotion-card"][data-expanded="true"]').count()) === 1, 'more than one card is expanded');
        await toggle(1).click();
        expect((await page.locator('[data-testid="promotion-card"][data-expanded="true"]').count()) === 0, 'a second click did not collapse the card');
      },
    },
    {
      name: 'promotion detail (both routes): a posted comment appears on top and survives a reload',
      viewport: DESKTOP,
      async run(page) {
        const promotion = promotions.find((p) => p.casino?.slug) ?? promotions[0];
        await open(page, `/promotion/${promotion.id}`);
        await expectVisible(page.getByRole('heading', { level: 1, name: promotion.title, exact: true }), 'the promotion title on /promotion/{id}');

        await open(page, promotionPath(promotion));
        await expectVisible(page.getByRole('heading', { level: 1, name: promotion.title, exact: true }), 'the promotion title');
        await expectVisible(page.getByTestId('site-info'), 'the site-info card');
        await page.getByRole('button', { name: 'Yorum Gönder' }).click();
        await expectVisible(page.getByText('Lütfen kullanıcı adınızı girin'), 'the user-name toast');

        const stamp = randomBytes(3).toString('hex');
        const text = `Uçtan uca test yorumu ${stamp}`;
        await page.getByLabel('Kullanıcı Adı').fill(`Test Kullanıcı ${stamp}`);
        await page.locator('label', { hasText: '4 yıldız' }).click();
        expect(await page.getByRole('radio', { name: '4 yıldız' }).isChecked(), 'the 4-star rating is not chosen');
        await page.getByLabel('Yorumunuz').fill(text);
        await page.getByRole('button', { name: 'Yorum Gönder' }).click();
        await expectVisible(page.getByText('Yorumunuz başarıyla eklendi'), 'the success toast');
        await expectVisible(page.getByTestId('comment').first().getByText(text), 'the new comment on top');
        await loadLazyImages(page);
        await shot(page, 'desktop-promotion-detail');

        // After a reload the comment comes from the api (the projection may trail by a moment).
        await waitFor(
          'the comment after a reload',
          async () => {
            await page.reload({ waitUntil: 'domcontentloaded' });
            await page.getByTestId('comment').first().waitFor({ timeout: 5000 });
            return ((await page.getByTestId('comment').first().textContent()) ?? '').includes(text);
          },
          15_000,
          500,
        ).catch((error) => {
          throw new Failure(error.message);
        });

        await open(page, '/bonuslar/yok-boyle-casino/yok-boyle-bonus');
        await expectVisible(page.getByRole('heading', { name: 'Hata' }), "the 'Hata' view");
        await expectVisible(page.getByRole('link', { name: 'Tüm Bonuslara Dön' }), 'the link back to /bonuslar');
      },
    },
  ];
}
