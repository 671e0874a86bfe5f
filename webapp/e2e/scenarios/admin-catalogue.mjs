// The back office at catalogue size: run by the `webapp_e2e_catalogue` test on a stack seeded
// with E2E_SEED_ARGS (200,000 comments). The oldest comment is found through the screen's own
// sort and deleted; the api's list, read before and after, says it was the oldest and is gone.

import { adminKit, WIDE } from './admin-kit.mjs';

const SIZE = Number(process.env.E2E_CATALOGUE_COMMENTS ?? 0);

export function catalogueScenarios(base, h) {
  if (SIZE <= 0) return [];
  const { expect, expectVisible, signIn, adminApi } = adminKit(base, h);
  const oldestViaApi = () => adminApi('GET', '/api/admin/comments?sort=created&order=asc&page=1&page_size=1');
  return [
    {
      name: `catalogue: the oldest of ${SIZE.toLocaleString('en')} comments found by sorting, and deleted`,
      viewport: WIDE,
      async run(page) {
        // The seed does not wait for the projector at this size: wait here for every comment.
        const deadline = Date.now() + 300_000;
        let first = await oldestViaApi();
        while (first.total < SIZE && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 2_000));
          first = await oldestViaApi();
        }
        expect(first.total >= SIZE, `only ${first.total} comments were projected, not ${SIZE}`);
        const oldest = first.items[0];

        await signIn(page);
        await page.goto(`${base}/admin/comments`);
        const count = async () => Number((await page.getByTestId('row-count').textContent()).replace(/\D/g, ''));
        await expectVisible(page.getByTestId('row-count'), 'the row count');
        expect((await count()) === first.total, `the screen counts ${await count()} comments, the api ${first.total}`);
        await page.getByRole('combobox', { name: 'Sıralama yönü' }).selectOption('asc');
        await page.waitForURL((url) => url.searchParams.get('order') === 'asc');
        const row = page.locator('tbody tr').first();
        await expectVisible(row.getByText(oldest.comment, { exact: true }), 'the oldest comment as the first row');
        await row.getByRole('button', { name: 'Sil' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
        await page.waitForFunction(
          (n) => document.querySelector('[data-testid="row-count"]')?.textContent.replace(/\D/g, '') === String(n),
          first.total - 1,
        );
        const after = await oldestViaApi();
        expect(after.total === first.total - 1, `the api counts ${after.total} comments after the deletion`);
        expect(after.items[0].id !== oldest.id, 'the deleted comment is still the oldest in the api');
        await expectVisible(page.locator('tbody tr').first().getByText(after.items[0].comment, { exact: true }), 'the next oldest comment first');
      },
    },
  ];
}
