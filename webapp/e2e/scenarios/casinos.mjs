// Scenarios of the public site: /guvenilir-siteler and a casino's page.
import { expect, expectVisible, shot, loadLazyImages, casinoPath, DESKTOP } from '../checks.mjs';

/** @param {{ base: string, data: object, open: (page, path, query?) => Promise<void> }} ctx */
export function casinosScenarios({ base, data, open }) {
  const { promotions, casinos } = data;
  return [
    {
      name: '/guvenilir-siteler and /casino/{slug} render their data',
      viewport: DESKTOP,
      async run(page) {
        await open(page, '/guvenilir-siteler');
        await expectVisible(page.getByTestId('casino-card'), 'the casino cards');
        const count = await page.getByTestId('casino-card').count();
        expect(count === casinos.length, `shows ${count} of ${casinos.length} casinos`);
        await loadLazyImages(page);
        await shot(page, 'desktop-guvenilir-siteler');

        const casino = casinos.find((c) => c.promo_count > 0) ?? casinos[0];
        await open(page, casinoPath(casino));
        await expectVisible(page.getByRole('heading', { level: 1, name: casino.name, exact: true }), `casino "${casino.name}"`);
        await expectVisible(page.getByText('Lisanslı', { exact: true }), "the 'Lisanslı' badge");
        await expectVisible(page.getByText('7/24 Destek', { exact: true }), "the '7/24 Destek' badge");
        if (casino.promo_count > 0) await expectVisible(page.getByTestId('promotion-card'), "the casino's promotions");
        else await expectVisible(page.getByText('Bu casino sitesi için henüz promosyon bulunmuyor'), 'the empty text');
        await loadLazyImages(page);
        await shot(page, 'desktop-casino');

        await open(page, '/casino/yok-boyle-bir-casino');
        await expectVisible(page.getByText('Casino site bulunamadı'), 'the missing-casino text');
      },
    },
  ];
}
