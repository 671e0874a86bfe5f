// /admin/categories: the slug follows the name until edited, a taken slug and deleting a used
// category are refused, one at a time and as a bulk action.

import { adminKit, WIDE } from './admin-kit.mjs';

export function categoryScenarios(base, h) {
  const { expect, expectVisible, signIn, toast, publicJson } = adminKit(base, h);
  return [
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
        // The same rule as a bulk action: ticked and deleted from the bulk bar, it is refused with the same words.
        await page.getByLabel(`${used.name} seç`).check();
        await page.getByRole('button', { name: 'Seçilenleri sil' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();
        await expectVisible(page.getByText('Toplu işlem tamamlandı: 0 kayıt işlendi, 1 kayıt reddedildi (toplam 1)'), 'the bulk summary');
        await expectVisible(page.getByRole('listitem').filter({ hasText: 'Bu kategori kullanımda olduğu için silinemez' }), 'the bulk refusal and its reason');
        await expectVisible(page.getByRole('cell', { name: used.name, exact: true }), 'the used category still listed after the bulk delete');
      },
    },
  ];
}
