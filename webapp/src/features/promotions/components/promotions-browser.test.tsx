// /bonuslar: category chips, the search (asked of the api once per pause), the page links, the
// active-filter label, clearing, and the empty, error and loading states. The api is a fake that
// filters and pages like GET /api/promotions/search.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCategory, makePromotion } from '@/testing/fixtures';
import { apiError, mockApi, type MockRequest } from '@/testing/mock-api';
import { currentPath, renderWithProviders } from '@/testing/render';
import type { Promotion } from '../types/promotion';
import { pageWindow } from '@/components/ui/pagination';
import { PromotionsBrowser } from './promotions-browser';

const welcome = makeCategory({ id: 'c-welcome', name: 'Hoş Geldin', slug: 'hos-geldin', promotion_count: 2 });
const spins = makeCategory({ id: 'c-spins', name: 'Free Spin', slug: 'free-spin', promotion_count: 1 });
const emptyCategory = makeCategory({ id: 'c-empty', name: 'Boş Kategori', slug: 'bos', promotion_count: 0 });
const promotions = [
  makePromotion({ title: 'Yüzde Yüz Hoş Geldin', category_id: 'c-welcome' }),
  makePromotion({ title: 'İkinci Yatırım Bonusu', category_id: 'c-welcome', short_description: 'Slot oyunlarına özel' }),
  makePromotion({ title: '50 Bedava Dönüş', category_id: 'c-spins' }),
];
const categories = [welcome, spins, emptyCategory];

/** GET /api/promotions/search over `list`, as the api answers it. */
function searchApi(list: Promotion[]) {
  return (request: MockRequest) => {
    const params = new URL(`http://x${request.path}`).searchParams;
    const needle = (params.get('search') ?? '').toLocaleLowerCase('tr-TR');
    const category = categories.find((c) => c.slug === params.get('category'));
    const page = Number(params.get('page') ?? '1');
    const perPage = Number(params.get('per_page') ?? '24');
    const matching = list.filter(
      (p) =>
        (!params.get('category') || p.category_id === category?.id) &&
        (!needle || `${p.title} ${p.short_description}`.toLocaleLowerCase('tr-TR').includes(needle)),
    );
    const items = matching.slice((page - 1) * perPage, page * perPage);
    return { body: { items, total: matching.length, all: list.length, page, per_page: perPage } };
  };
}

function titles() {
  return screen.queryAllByTestId('promotion-card').map((card) => within(card).getByRole('heading').textContent);
}

function searchCalls(api: ReturnType<typeof mockApi>) {
  return api.calls.filter((c) => c.path.startsWith('/api/promotions/search')).map((c) => c.path);
}

describe('PromotionsBrowser (/bonuslar)', () => {
  it("offers 'Tüm Bonuslar' with every promotion first, then the categories with promotions and their counts", async () => {
    mockApi({ '/api/promotions/search?*': searchApi(promotions), '/api/categories': categories });
    renderWithProviders(<PromotionsBrowser />, { route: '/bonuslar' });
    await screen.findByText('Yüzde Yüz Hoş Geldin');
    const chips = within(screen.getByRole('group', { name: 'Kategoriler' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Tüm Bonuslar (3)', 'Hoş Geldin (2)', 'Free Spin (1)']);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks the api once the typing pauses, and shows its answer', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/api/promotions/search?*': searchApi(promotions), '/api/categories': categories });
    renderWithProviders(<PromotionsBrowser />, { route: '/bonuslar' });
    await screen.findByText('Yüzde Yüz Hoş Geldin');

    await user.type(screen.getByRole('searchbox', { name: 'Bonus ara' }), 'SLOT');
    expect(currentPath()).toBe('/bonuslar?q=SLOT');
    await waitFor(() => expect(titles()).toEqual(['İkinci Yatırım Bonusu']));
    expect(screen.getByTestId('active-filter')).toHaveTextContent('Aktif filtre: “SLOT”');
    expect(searchCalls(api)).toEqual(['/api/promotions/search', '/api/promotions/search?search=SLOT']);
  });

  it('filters by category chip, labels the active filter and clears it', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/api/promotions/search?*': searchApi(promotions), '/api/categories': categories });
    renderWithProviders(<PromotionsBrowser />, { route: '/bonuslar' });
    await screen.findByText('Yüzde Yüz Hoş Geldin');

    await user.click(screen.getByRole('button', { name: 'Free Spin (1)' }));
    await waitFor(() => expect(titles()).toEqual(['50 Bedava Dönüş']));
    expect(searchCalls(api)).toContain('/api/promotions/search?category=free-spin');
    expect(screen.getByRole('button', { name: 'Free Spin (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('active-filter')).toHaveTextContent('Aktif filtre: Free Spin');

    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(screen.queryByTestId('active-filter')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/bonuslar');
  });

  it('reads the filters and the page from the URL', async () => {
    const api = mockApi({ '/api/promotions/search?*': searchApi(promotions), '/api/categories': categories });
    renderWithProviders(<PromotionsBrowser />, { route: '/bonuslar?kategori=hos-geldin&q=ikinci&sayfa=1' });
    await waitFor(() => expect(titles()).toEqual(['İkinci Yatırım Bonusu']));
    expect(screen.getByRole('searchbox')).toHaveValue('ikinci');
    expect(searchCalls(api)).toEqual(['/api/promotions/search?search=ikinci&category=hos-geldin']);
  });

  it('pages with plain links (rel prev/next), and a new filter goes back to the first page', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, i) =>
      makePromotion({ title: `Bonus ${String(i + 1).padStart(2, '0')}`, category_id: i < 25 ? 'c-welcome' : 'c-spins' }),
    );
    const api = mockApi({ '/api/promotions/search?*': searchApi(many), '/api/categories': categories });
    renderWithProviders(<PromotionsBrowser />, { route: '/bonuslar' });
    await screen.findByText('Bonus 01');
    expect(titles()).toHaveLength(24);
    expect(screen.getByText('30 promosyon listeleniyor · Sayfa 1 / 2')).toBeInTheDocument();
    const next = screen.getByRole('link', { name: 'Sonraki ›' });
    expect(next).toHaveAttribute('href', '/bonuslar?sayfa=2');
    expect(next).toHaveAttribute('rel', 'next');

    await user.click(next);
    await waitFor(() => expect(titles()).toEqual(['Bonus 25', 'Bonus 26', 'Bonus 27', 'Bonus 28', 'Bonus 29', 'Bonus 30']));
    expect(currentPath()).toBe('/bonuslar?sayfa=2');
    expect(screen.getByRole('link', { name: '‹ Önceki' })).toHaveAttribute('rel', 'prev');
    expect(screen.queryByRole('link', { name: 'Sonraki ›' })).not.toBeInTheDocument();
    expect(searchCalls(api)).toContain('/api/promotions/search?page=2');

    await user.click(screen.getByRole('button', { name: 'Free Spin (1)' }));
    expect(currentPath()).toBe('/bonuslar?kategori=free-spin');
    await waitFor(() => expect(titles()).toHaveLength(5));
  });

  it('says so, with a way back, on a page past the last', async () => {
    mockApi({ '/api/promotions/search?*': searchApi(promotions), '/api/categories': categories });
    renderWithProviders(<PromotionsBrowser />, { route: '/bonuslar?sayfa=7' });
    expect(await screen.findByText(/Bu sayfada promosyon yok\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İlk sayfaya dön' })).toHaveAttribute('href', '/bonuslar');
  });

  it('says so, with a hint, when nothing matches', async () => {
    const user = userEvent.setup();
    mockApi({ '/api/promotions/search?*': searchApi(promotions), '/api/categories': categories });
    renderWithProviders(<PromotionsBrowser />, { route: '/bonuslar' });
    await screen.findByText('Yüzde Yüz Hoş Geldin');
    await user.type(screen.getByRole('searchbox'), 'olmayan bonus');
    expect(await screen.findByText('Bu kriterlere uygun promosyon bulunamadı.')).toBeInTheDocument();
    expect(screen.getByText('Farklı bir arama terimi veya kategori deneyin.')).toBeInTheDocument();
  });

  it("shows 'Bir hata oluştu: ...' with the api's message, and 'Tekrar dene' loads again", async () => {
    const user = userEvent.setup();
    let fail = true;
    const search = searchApi(promotions);
    const api = mockApi({
      '/api/promotions/search?*': (request: MockRequest) =>
        fail ? apiError(503, 'database_unavailable', 'Veritabanına ulaşılamıyor') : search(request),
      '/api/categories': categories,
    });
    renderWithProviders(<PromotionsBrowser />, { route: '/bonuslar' });
    expect(await screen.findByText('Bir hata oluştu: Veritabanına ulaşılamıyor')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Yüzde Yüz Hoş Geldin')).toBeInTheDocument();
    expect(searchCalls(api)).toHaveLength(2);
  });

  it('shows a loading state first', () => {
    mockApi({ '/api/promotions/search?*': () => ({ ...searchApi(promotions)({ method: 'GET', path: '/api/promotions/search', body: undefined }), delayMs: 50 }), '/api/categories': [] });
    renderWithProviders(<PromotionsBrowser />, { route: '/bonuslar' });
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
  });
});

describe('pageWindow', () => {
  it('shows the first, the last and the pages around the current one, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 20)).toEqual([1, null, 4, 5, 6, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20]);
  });
});
