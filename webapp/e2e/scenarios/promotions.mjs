// Scenarios of the public site: /bonuslar (search, category chips, one expanded card) and a promotion's page with its comments.
import { randomBytes } from 'node:crypto';
import { expect, expectVisible, shot, loadLazyImages, promotionPath, DESKTOP, Failure } from '../checks.mjs';
import { waitFor } from '../stack.mjs';

/** @param {{ base: string, data: object, open: (page, path, query?) => Promise<void> }} ctx */
export function promotionsScenarios({ base, data, open }) {
  const { promotions, categories } = data;
  return [
    {
      name: '/bonuslar: search and category filter',
      viewport: DESKTOP,
      async run(page) {
        await open(page, '/bonuslar');
        const cards = page.getByTestId('promotion-card');
        await expectVisible(cards, 'the promotion cards');
        expect((await cards.count()) === promotions.length, `shows ${await cards.count()} of ${promotions.length} promotions`);
        const chips = page.getByRole('group', { name: 'Kategoriler' }).getByRole('button');
        expect((await chips.first().textContent()).startsWith('Tüm Bonuslar'), "the first chip is not 'Tüm Bonuslar'");

        // Search by a word of one title: every card left contains it.
        const target = promotions[0];
        const word = target.title.split(/\s+/).sort((a, b) => b.length - a.length)[0];
        await page.getByRole('searchbox', { name: 'Bonus ara' }).fill(word);
        await expectVisible(page.getByRole('heading', { name: target.title, exact: true }), `"${target.title}" after searching "${word}"`);
        const fold = (s) => s.toLocaleLowerCase('tr-TR').replace(/ı/g, 'i');
        const expected = promotions.filter((p) => fold(p.title).includes(fold(word)) || fold(p.short_description ?? '').includes(fold(word)));
        expect((await cards.count()) === expected.length, `search "${word}" shows ${await cards.count()} cards, expected ${expected.length}`);
        await expectVisible(page.getByTestId('active-filter'), 'the active-filter label');
        await shot(page, 'desktop-bonuslar-search');

        // Category chip: exactly that category's promotions.
        await page.getByRole('button', { name: 'Filtreleri Temizle' }).click();
        const category = categories.find((c) => c.promotion_count > 0);
        expect(category, 'no category with promotions to filter by');
        await page.getByRole('button', { name: `${category.name} (${category.promotion_count})` }).click();
        const inCategory = promotions.filter((p) => p.category_id === category.id);
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="promotion-card"]').length === n, inCategory.length, { timeout: 5000 }).catch(() => {});
        expect((await cards.count()) === inCategory.length, `category "${category.name}" shows ${await cards.count()} cards, expected ${inCategory.length}`);
        expect(page.url().includes(`kategori=${category.slug}`), 'the category is not in the URL');

        // Nothing matches: the empty message and hint.
        await page.getByRole('searchbox', { name: 'Bonus ara' }).fill('zzqqxx-yok-boyle-bonus');
        await expectVisible(page.getByText('Bu kriterlere uygun promosyon bulunamadı.'), 'the empty message');
        await page.getByRole('button', { name: 'Filtreleri Temizle' }).click();
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="promotion-card"]').length === n, promotions.length, { timeout: 5000 }).catch(() => {});
        expect((await cards.count()) === promotions.length, "'Filtreleri Temizle' does not bring every promotion back");
        await loadLazyImages(page);
        await shot(page, 'desktop-bonuslar');
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
