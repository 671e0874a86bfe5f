// /admin/comments: a comment edited (text and rating), then deleted after confirmation; the
// oldest comment found by sorting and deleted.

import { adminKit, WIDE } from './admin-kit.mjs';

export function commentScenarios(base, h) {
  const { expect, expectVisible, expectGone, signIn, unique } = adminKit(base, h);
  return [
    {
      name: 'admin: a comment edited, then deleted after confirmation',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        await page.goto(`${base}/admin/comments`);
        const rows = page.getByRole('row');
        await expectVisible(rows.nth(1), 'a comment row');
        await expectVisible(rows.nth(1).getByText(/^[1-5]\/5$/), 'the rating as x/5');
        // The list is paged: the row count below the table says how many comments there are.
        const count = async () => Number((await page.getByTestId('row-count').textContent()).replace(/\D/g, ''));
        const before = await count();
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
        await page.waitForFunction((n) => document.querySelector('[data-testid="row-count"]')?.textContent.replace(/\D/g, '') === String(n), before - 1);
        expect((await count()) === before - 1, 'the list did not lose exactly one row');
      },
    },
    {
      name: 'admin: the oldest comment found by sorting, and deleted',
      viewport: WIDE,
      async run(page) {
        await signIn(page);
        await page.goto(`${base}/admin/comments`);
        const count = async () => Number((await page.getByTestId('row-count').textContent()).replace(/\D/g, ''));
        await expectVisible(page.getByTestId('row-count'), 'the row count');
        await page.getByRole('combobox', { name: 'Sıralama yönü' }).selectOption('asc');
        await page.waitForURL((url) => url.searchParams.get('order') === 'asc');
        const before = await count();
        const oldest = page.locator('tbody tr').first();
        const text = (await oldest.locator('td').nth(4).textContent()).trim();
        await oldest.getByRole('button', { name: 'Sil' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
        await page.waitForFunction((n) => document.querySelector('[data-testid="row-count"]')?.textContent.replace(/\D/g, '') === String(n), before - 1);
        const first = (await page.locator('tbody tr').first().locator('td').nth(4).textContent()).trim();
        expect(before === 1 || first !== text || (await count()) === before - 1, `the oldest comment "${text}" is still first`);
      },
    },
  ];
}
