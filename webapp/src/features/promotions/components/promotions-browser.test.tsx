// /bonuslar: category chips, search, the active-filter label, clearing, empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCategory, makePromotion } from '@/testing/fixtures';
import { apiError, mockApi } from '@/testing/mock-api';
import { currentPath, renderWithProviders } from '@/testing/render';
import { PromotionsBrowser } from './promotions-browser';

const welcome = makeCategory({ id: 'c-welcome', name: 'Hoş Geldin', slug: 'hos-geldin', promotion_count: 2 });
const spins = makeCategory({ id: 'c-spins', name: 'Free Spin', slug: 'free-spin', promotion_count: 1 });
const emptyCategory = makeCategory({ id: 'c-empty', name: 'Boş Kategori', slug: 'bos', promotion_count: 0 });
const promotions = [
  makePromotion({ title: 'Yüzde Yüz Hoş Geldin', category_id: 'c-welcome' }),
  makePromotion({ title: 'İkinci Yatırım Bonusu', category_id: 'c-welcome', short_description: 'Slot oyunlarına özel' }),
  makePromotion({ title: '50 Bedava Dönüş', category_id: 'c-spins' }),
];

function titles() {
  return screen.queryAllByTestId('promotion-card').map((card) => within(card).getByRole('heading').textContent);
}

describe('PromotionsBrowser (/bonuslar)', () => {
  it("offers 'Tüm Bonuslar' first, then the categories with promotions and their counts", async () => {
    mockApi({ '/api/promotions': promotions, '/api/categories': [welcome, spins, emptyCategory] });
    renderWithProviders(<PromotionsBrowser />, { route: '/bonuslar' });
    await screen.findByText('Yüzde Yüz Hoş Geldin');
    const chips = within(screen.getByRole('group', { name: 'Kategoriler' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Tüm Bonuslar (3)', 'Hoş Geldin (2)', 'Free Spin (1)']);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by search text in title or short description', async () => {
    const user = userEvent.setup();
    mockApi({ '/api/promotions': promotions, '/api/categories': [welcome, spins] });
    renderWithProviders(<PromotionsBrowser />, { route: '/bonuslar' });
    await screen.findByText('Yüzde Yüz Hoş Geldin');

    await user.type(screen.getByRole('searchbox', { name: 'Bonus ara' }), 'SLOT');
    expect(titles()).toEqual(['İkinci Yatırım Bonusu']);
    expect(screen.getByTestId('active-filter')).toHaveTextContent('Aktif filtre: “SLOT”');
    expect(currentPath()).toBe('/bonuslar?q=SLOT');
  });

  it('filters by category chip, labels the active filter and clears it', async () => {
    const user = userEvent.setup();
    mockApi({ '/api/promotions': promotions, '/api/categories': [welcome, spins] });
    renderWithProviders(<PromotionsBrowser />, { route: '/bonuslar' });
    await screen.findByText('Yüzde Yüz Hoş Geldin');

    await user.click(screen.getByRole('button', { name: 'Free Spin (1)' }));
    expect(titles()).toEqual(['50 Bedava Dönüş']);
    expect(screen.getByRole('button', { name: 'Free Spin (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('active-filter')).toHaveTextContent('Aktif filtre: Free Spin');

    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    expect(titles()).toHaveLength(3);
    expect(screen.queryByTestId('active-filter')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/bonuslar');
  });

  it('reads the filters from the URL', async () => {
    mockApi({ '/api/promotions': promotions, '/api/categories': [welcome, spins] });
    renderWithProviders(<PromotionsBrowser />, { route: '/bonuslar?kategori=hos-geldin&q=ikinci' });
    await waitFor(() => expect(titles()).toEqual(['İkinci Yatırım Bonusu']));
    expect(screen.getByRole('searchbox')).toHaveValue('ikinci');
  });

  it('says so, with a hint, when nothing matches', async () => {
    const user = userEvent.setup();
    mockApi({ '/api/promotions': promotions, '/api/categories': [welcome, spins] });
    renderWithProviders(<PromotionsBrowser />, { route: '/bonuslar' });
    await screen.findByText('Yüzde Yüz Hoş Geldin');
    await user.type(screen.getByRole('searchbox'), 'olmayan bonus');
    expect(screen.getByText('Bu kriterlere uygun promosyon bulunamadı.')).toBeInTheDocument();
    expect(screen.getByText('Farklı bir arama terimi veya kategori deneyin.')).toBeInTheDocument();
  });

  it("shows 'Bir hata oluştu: ...' with the api's message, and 'Tekrar dene' loads again", async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = mockApi({
      '/api/promotions': () => (fail ? apiError(503, 'database_unavailable', 'Veritabanına ulaşılamıyor') : { body: promotions }),
      '/api/categories': [welcome, spins],
    });
    renderWithProviders(<PromotionsBrowser />, { route: '/bonuslar' });
    expect(await screen.findByText('Bir hata oluştu: Veritabanına ulaşılamıyor')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Yüzde Yüz Hoş Geldin')).toBeInTheDocument();
    expect(api.callsTo('/api/promotions')).toHaveLength(2);
  });

  it('shows a loading state first', () => {
    mockApi({ '/api/promotions': () => ({ body: promotions, delayMs: 50 }), '/api/categories': [] });
    renderWithProviders(<PromotionsBrowser />, { route: '/bonuslar' });
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
  });
});
