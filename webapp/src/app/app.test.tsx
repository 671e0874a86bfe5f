// The whole app in a memory router: redirects, every page with its data, the layout, the drawer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HERO, latestOf, makeCasino, makeCategory, makePost, makePostSummary, makePromotion, makeSeo } from '@/testing/fixtures';
import { apiError, mockApi } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render';

const posts = Array.from({ length: 6 }, (_, i) => makePostSummary({ title: `Yazı ${i + 1}`, slug: `yazi-${i + 1}` }));
const casinos = Array.from({ length: 14 }, (_, i) => makeCasino({ name: `Casino ${String(i + 1).padStart(2, '0')}`, featured: i === 0 }));
const promotions = [makePromotion({ title: 'Ana Sayfa Bonusu' })];

function mockSite(overrides: Record<string, unknown> = {}) {
  return mockApi({
    '/api/hero': HERO,
    '/api/settings': { blog_section_text: '<p>Bölüm <strong>metni</strong></p>' },
    '/api/promotions/search': { items: promotions, total: promotions.length, all: promotions.length, page: 1, per_page: 24 },
    '/api/promotions?limit=12': promotions,
    '/api/categories': [makeCategory()],
    '/api/casinos?limit=12': casinos.slice(0, 12),
    '/api/casinos?page=1': { items: casinos, total: casinos.length, page: 1, per_page: 60 },
    '/api/blog?limit=4': posts.slice(0, 4),
    '/api/blog': posts,
    '/api/latest-posts': latestOf(posts),
    '/api/splash-ads': [],
    '/api/seo?path=/': makeSeo('/'),
    '/api/seo?path=/bonuslar': makeSeo('/bonuslar'),
    '/api/seo?path=/guvenilir-siteler': makeSeo('/guvenilir-siteler'),
    '/api/seo?path=/blog': makeSeo('/blog'),
    ...overrides,
  });
}

describe('routes', () => {
  it('sends unknown paths home', async () => {
    mockSite();
    renderApp('/bu/sayfa/yok');
    expect(await screen.findByRole('heading', { level: 1, name: /Ana başlık/ })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('sends /admin to /admin/login (a separately loaded chunk)', async () => {
    mockSite();
    renderApp('/admin');
    // The back office is a separate chunk: on a busy machine its first import takes more than a second.
    expect(await screen.findByRole('heading', { name: 'Admin Paneli' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Devam etmek için giriş yapın')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('renders every list route with its data and SEO title', async () => {
    mockSite();
    renderApp('/guvenilir-siteler');
    expect(await screen.findByRole('heading', { level: 1, name: 'Güvenilir Siteler' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('casino-card')).toHaveLength(14);
    await waitFor(() => expect(document.title).toBe('SEO /guvenilir-siteler'));

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Ana menü' })).getByRole('link', { name: 'Blog' }));
    expect(await screen.findAllByTestId('blog-card')).toHaveLength(6);
    await waitFor(() => expect(document.title).toBe('SEO /blog'));

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Ana menü' })).getByRole('link', { name: 'Bonuslar' }));
    expect(await screen.findByText('Ana Sayfa Bonusu')).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'smooth' }));
  });
});

describe('home', () => {
  it('shows hero, promotions, the 12-casino strip, the latest 4 posts and the section text', async () => {
    mockSite();
    renderApp('/');
    expect(await screen.findByText('Üst başlık')).toBeInTheDocument();
    expect(screen.getByText('vurgulu')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bonuslara Bak' })).toHaveAttribute('href', '#promosyonlar');
    expect(await screen.findByText('Ana Sayfa Bonusu')).toBeInTheDocument();
    const strip = await screen.findByTestId('casino-strip');
    expect(within(strip).getAllByTestId('casino-card')).toHaveLength(12);
    expect(within(strip).getByText('Öne Çıkan')).toBeInTheDocument();
    expect(within(await screen.findByTestId('blog-grid')).getAllByTestId('blog-card')).toHaveLength(4);
    expect(await screen.findByText('metni')).toBeInTheDocument();
  });

  it("keeps the hero defaults, the api's own, when the hero cannot be loaded", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockSite({ '/api/hero': () => apiError(503, 'database_unavailable', 'x') });
    renderApp('/');
    expect(await screen.findByText('Ana Sayfa Bonusu')).toBeInTheDocument();
    // The same texts as the api's defaults (domain/src/site.cpp, default_hero).
    expect(screen.getByText('Güvenilir Casino Rehberi')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('En İyi Casino Bonusları Tek Adreste');
    expect(screen.getByText("Türkiye'nin güvenilir casino sitelerindeki güncel bonusları ve promosyonları karşılaştırın, size en uygun fırsatı hemen bulun.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bonusları Keşfet' })).toHaveAttribute('href', '#promosyonlar');
    expect(warn).toHaveBeenCalled();
  });

  it('scrolls to the promotions from a hero link that names no section of the page', async () => {
    mockSite({ '/api/hero': { ...HERO, button_text: 'Kampanyalar', button_url: '#promotions' } });
    renderApp('/');
    const section = (await screen.findByText('Ana Sayfa Bonusu')).closest('section#promosyonlar') as HTMLElement;
    expect(section).not.toBeNull();
    const scrolled = vi.fn();
    section.scrollIntoView = scrolled;
    await userEvent.click(await screen.findByRole('link', { name: 'Kampanyalar' }));
    expect(scrolled).toHaveBeenCalled();
  });
});

describe('layout', () => {
  it('has landmarks, a logo linking home, the navigation and a footer with the 4 latest posts', async () => {
    mockSite();
    renderApp('/blog');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const logoLink = within(screen.getByRole('banner')).getByRole('link', { name: 'Bonus Rehberi ana sayfa' });
    expect(logoLink).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Anasayfa', '/'],
      ['Bonuslar', '/bonuslar'],
      ['Güvenilir Siteler', '/guvenilir-siteler'],
      ['Blog', '/blog'],
    ]);
    const footer = screen.getByRole('contentinfo');
    for (const label of ['Ana Sayfa', 'Bonuslar', 'Güvenilir Siteler', 'Blog']) {
      expect(within(footer).getByRole('link', { name: label })).toBeInTheDocument();
    }
    const latest = await within(footer).findAllByRole('link', { name: /^Yazı / });
    expect(latest.map((a) => a.getAttribute('href'))).toEqual(['/blog/yazi-1', '/blog/yazi-2', '/blog/yazi-3', '/blog/yazi-4']);
  });

  it('has no footer on the sitemap page', async () => {
    mockSite();
    const replace = window.location.replace;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, replace: () => {} } });
    renderApp('/sitemap');
    expect(await screen.findByRole('heading', { name: 'Site Haritası' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, replace } });
  });

  it('opens the drawer, traps focus, locks scrolling and closes on Escape, overlay, close button and link', async () => {
    const user = userEvent.setup();
    mockSite();
    renderApp('/blog');
    const open = screen.getByRole('button', { name: 'Menüyü aç' });

    await user.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Menü' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    const close = within(drawer).getByRole('button', { name: 'Menüyü kapat' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(drawer).getByRole('link', { name: 'Blog' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menü' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(screen.getByTestId('drawer-overlay'));
    expect(screen.queryByRole('dialog', { name: 'Menü' })).not.toBeInTheDocument();

    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Menüyü kapat' }));
    expect(screen.queryByRole('dialog', { name: 'Menü' })).not.toBeInTheDocument();

    await user.click(open);
    await user.click(within(screen.getByRole('dialog', { name: 'Menü' })).getByRole('link', { name: 'Güvenilir Siteler' }));
    expect(screen.queryByRole('dialog', { name: 'Menü' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/guvenilir-siteler');
  });
});

describe('blog post page', () => {
  const post = makePost({ id: 'post-1', slug: 'ilk-yazi', title: 'İlk Yazı', category: 'Rehber', author: 'Zeynep', published_at: '2026-11-21T12:00:00.000Z' });
  const bonuses = Array.from({ length: 7 }, (_, i) => makePromotion({ title: `Günün Bonusu ${i + 1}` }));

  it("shows today's bonuses, the post, counts one view and lists similar posts", async () => {
    const user = userEvent.setup();
    const api = mockSite({
      '/api/promotions?limit=12': bonuses,
      '/api/blog/ilk-yazi': post,
      '/api/blog/ilk-yazi/views': { id: 'post-1', view_count: 41 },
      '/api/blog/ilk-yazi/similar': posts.slice(0, 3),
      'POST /api/blog/post-1/views': () => ({ status: 202, body: { accepted: true } }),
    });
    renderApp('/blog/ilk-yazi');
    expect(await screen.findByRole('heading', { level: 1, name: 'İlk Yazı' })).toBeInTheDocument();
    expect(screen.getByText('21 Kasım 2026')).toBeInTheDocument();
    expect(screen.getByText('Zeynep')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('view-count')).toHaveTextContent('42 görüntülenme'));
    expect(api.callsTo('/api/blog/post-1/views', 'POST')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Başlık' })).toBeInTheDocument();
    expect(document.title).toBe('İlk Yazı | Bonus Rehberi');

    const list = await screen.findByTestId('todays-bonuses');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Daha Fazlasını Gör' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Daha Az Göster' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);

    const similar = await screen.findByTestId('similar-posts');
    expect(within(similar).getAllByTestId('blog-card')).toHaveLength(3);
    expect(api.callsTo('/api/blog/post-1/views', 'POST')).toHaveLength(1);
  });

  it("says 'Blog yazısı bulunamadı' with a link back to /blog", async () => {
    mockSite({ '/api/blog/yok': () => apiError(404, 'not_found', 'Blog yazısı bulunamadı') });
    renderApp('/blog/yok');
    expect(await screen.findByRole('heading', { name: 'Blog yazısı bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Blog'a Dön" })).toHaveAttribute('href', '/blog');
  });
});

describe('casino page', () => {
  const casino = makeCasino({ id: 'k1', name: 'Şans Casino', slug: 'sans-casino', promo_count: 0, url: 'https://sans.example/' });

  it("shows the casino, its badges, 'Siteye Git' and the empty promotions text", async () => {
    mockSite({ '/api/casinos/sans-casino': casino, '/api/casinos/sans-casino/promotions?limit=24': [] });
    renderApp('/casino/sans-casino');
    expect(await screen.findByRole('heading', { level: 1, name: 'Şans Casino' })).toBeInTheDocument();
    expect(screen.getByText('Lisanslı')).toBeInTheDocument();
    expect(screen.getByText('7/24 Destek')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Siteye Git' })).toHaveAttribute('target', '_blank');
    expect(await screen.findByText('Bu casino sitesi için henüz promosyon bulunmuyor')).toBeInTheDocument();
  });

  it("shows its promotions in two columns", async () => {
    mockSite({
      '/api/casinos/sans-casino': casino,
      '/api/casinos/sans-casino/promotions?limit=24': [makePromotion({ title: 'Casino Bonusu' })],
    });
    renderApp('/casino/sans-casino');
    expect(await screen.findByText('Casino Bonusu')).toBeInTheDocument();
    expect(screen.getByTestId('promotion-grid')).toHaveClass('sm:grid-cols-2');
    expect(screen.getByTestId('promotion-grid')).not.toHaveClass('lg:grid-cols-3');
    expect(screen.queryByTestId('casino-promotions-more')).not.toBeInTheDocument();
  });

  it('shows the newest 24 of a casino with many, and says so with a link to every bonus', async () => {
    const many = Array.from({ length: 24 }, (_, i) => makePromotion({ title: `Casino Bonusu ${i + 1}` }));
    mockSite({ '/api/casinos/sans-casino': casino, '/api/casinos/sans-casino/promotions?limit=24': many });
    renderApp('/casino/sans-casino');
    expect(await screen.findByText('Casino Bonusu 24')).toBeInTheDocument();
    expect(screen.getByTestId('casino-promotions-more')).toHaveTextContent('En yeni 24 promosyon gösteriliyor.');
    expect(within(screen.getByTestId('casino-promotions-more')).getByRole('link', { name: 'Tüm Bonuslar →' })).toHaveAttribute('href', '/bonuslar');
  });

  it("says 'Casino site bulunamadı' with a link home when it does not exist", async () => {
    mockSite({ '/api/casinos/yok': () => apiError(404, 'not_found', 'Casino bulunamadı') });
    renderApp('/casino/yok');
    expect(await screen.findByRole('heading', { name: 'Casino site bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');
  });
});
