// The promotion page and its comment form: validation toasts, sending, the new comment on top, failures.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FUTURE, makeCasino, makeComment, makeDetail, makePromotion, withCasino } from '@/testing/fixtures';
import { apiError, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { PromotionDetailView } from './promotion-detail-view';

const casino = makeCasino({ id: 'casino-1', name: 'Şans Casino', slug: 'sans-casino', url: 'https://sans.example/' });
const promotion = withCasino(
  makePromotion({
    id: 'promo-1',
    title: 'Hoş Geldin Paketi',
    slug: 'hos-geldin-paketi',
    category: 'Hoş Geldin',
    category_slug: 'hos-geldin',
    description: '<p>Uzun açıklama</p><script>window.hacked = true</script>',
    terms: ['Çevrim 10x'],
    expiry_date: FUTURE,
    promotion_code: 'HOSGELDIN',
  }),
  casino,
);
const related = Array.from({ length: 5 }, (_, i) => withCasino(makePromotion({ title: `Diğer ${i + 1}` }), casino));
const older = makeComment({ id: 'c-old', promotion_id: 'promo-1', user_name: 'Mehmet', comment: 'Eski yorum' });
const detailUrl = '/api/promotions/by-slug/sans-casino/hos-geldin-paketi';
const ref = { kind: 'slug', casinoSlug: 'sans-casino', promotionSlug: 'hos-geldin-paketi' } as const;

function renderDetail() {
  return renderWithProviders(<PromotionDetailView promotionRef={ref} identifier="sans-casino/hos-geldin-paketi" />);
}

describe('PromotionDetailView', () => {
  it('shows the promotion, the site-info card and the comments', async () => {
    mockApi({ [detailUrl]: makeDetail(promotion, { related }), '/api/promotions/promo-1/comments': [older] });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoş Geldin Paketi' })).toBeInTheDocument();
    expect(screen.getByText('Uzun açıklama')).toBeInTheDocument();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByRole('heading', { name: 'Şartlar ve Koşullar' })).toBeInTheDocument();
    expect(screen.getByText('Son tarih:')).toBeInTheDocument();
    expect(screen.getByText('HOSGELDIN')).toBeInTheDocument();
    expect(screen.getAllByText('Süreli').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Hoş Geldin' })).toHaveAttribute('href', '/bonuslar?kategori=hos-geldin');
    expect(within(screen.getByTestId('site-info')).getByRole('link', { name: 'Siteyi İncele' })).toHaveAttribute('href', '/casino/sans-casino');
    expect(screen.getAllByRole('link', { name: 'Bonus Al' })[0]).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link', { name: 'Bonus Al' })[0]).toHaveAttribute('href', '/git/sans-casino/hos-geldin-paketi');
    const goToSite = within(screen.getByTestId('site-info')).getByRole('link', { name: 'Siteye Git' });
    expect(goToSite).toHaveAttribute('href', '/git/sans-casino');
    expect(goToSite).toHaveAttribute('rel', 'sponsored nofollow noopener');
    expect(screen.getByText('Eski yorum')).toBeInTheDocument();
    expect(document.title).toBe('Hoş Geldin Paketi - Şans Casino | Bonus Rehberi');
  });

  it("pages through the casino's other promotions three at a time", async () => {
    const user = userEvent.setup();
    mockApi({ [detailUrl]: makeDetail(promotion, { related }), '/api/promotions/promo-1/comments': [] });
    renderDetail();
    const list = await screen.findByTestId('related-promotions');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Diğer 1'),
      expect.stringContaining('Diğer 2'),
      expect.stringContaining('Diğer 3'),
    ]);
    expect(screen.getByRole('button', { name: 'Önceki promosyonlar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sonraki promosyonlar' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('Diğer 4');
    expect(screen.getByRole('button', { name: 'Sonraki promosyonlar' })).toBeDisabled();
  });

  it("shows 'Hata', the message, the identifier and a way back when the promotion is missing", async () => {
    mockApi({ [detailUrl]: () => apiError(404, 'not_found', 'Promosyon bulunamadı (sans-casino/hos-geldin-paketi)') });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Hata' })).toBeInTheDocument();
    expect(screen.getByText('Promosyon bulunamadı (sans-casino/hos-geldin-paketi)')).toBeInTheDocument();
    expect(screen.getByText('sans-casino/hos-geldin-paketi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tüm Bonuslara Dön' })).toHaveAttribute('href', '/bonuslar');
  });

  it('says the data could not be processed when the answer has no promotion', async () => {
    mockApi({ [detailUrl]: { related: [] } });
    renderDetail();
    expect(await screen.findByText('Promosyon verileri işlenirken hata')).toBeInTheDocument();
  });

  it('names the error code when loading fails for another reason', async () => {
    mockApi({ [detailUrl]: () => apiError(500, 'internal', 'x') });
    renderDetail();
    expect(await screen.findByText('Promosyon yüklenirken bir hata oluştu. (Kod: internal)')).toBeInTheDocument();
  });
});

describe('CommentForm', () => {
  function setup(answer: Parameters<typeof mockApi>[0][string]) {
    const api = mockApi({
      [detailUrl]: makeDetail(promotion),
      '/api/promotions/promo-1/comments': [older],
      'POST /api/promotions/promo-1/comments': answer,
    });
    renderDetail();
    return api;
  }

  it('asks for the user name, then for the comment, before sending anything', async () => {
    const user = userEvent.setup();
    const api = setup(() => ({ status: 201, body: makeComment() }));
    await user.click(await screen.findByRole('button', { name: 'Yorum Gönder' }));
    expect(await screen.findByText('Lütfen kullanıcı adınızı girin')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Kullanıcı Adı'), '   ');
    await user.click(screen.getByRole('button', { name: 'Yorum Gönder' }));
    expect(screen.getAllByText('Lütfen kullanıcı adınızı girin').length).toBeGreaterThan(0);

    await user.type(screen.getByLabelText('Kullanıcı Adı'), 'Ayşe');
    await user.type(screen.getByLabelText('Yorumunuz'), '  ');
    await user.click(screen.getByRole('button', { name: 'Yorum Gönder' }));
    expect(await screen.findByText('Lütfen yorumunuzu yazın')).toBeInTheDocument();
    expect(api.callsTo('/api/promotions/promo-1/comments', 'POST')).toHaveLength(0);
  });

  it("sends name, comment and rating (default 5), reads 'Gönderiliyor...' meanwhile, then puts the comment on top", async () => {
    const user = userEvent.setup();
    const created = makeComment({ id: 'c-new', promotion_id: 'promo-1', user_name: 'Ayşe', comment: 'Çok iyi', rating: 4 });
    const api = setup(() => ({ status: 201, body: created, delayMs: 30 }));
    await user.type(await screen.findByLabelText('Kullanıcı Adı'), ' Ayşe ');
    await user.type(screen.getByLabelText('Yorumunuz'), 'Çok iyi');
    expect(screen.getByRole('radio', { name: '5 yıldız' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '4 yıldız' }));
    await user.click(screen.getByRole('button', { name: 'Yorum Gönder' }));

    expect(screen.getByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
    expect(await screen.findByText('Yorumunuz başarıyla eklendi')).toBeInTheDocument();
    expect(api.callsTo('/api/promotions/promo-1/comments', 'POST')[0].body).toEqual({ user_name: 'Ayşe', comment: 'Çok iyi', rating: 4 });
    const comments = screen.getAllByTestId('comment');
    expect(comments[0]).toHaveTextContent('Çok iyi');
    expect(comments[1]).toHaveTextContent('Eski yorum');
    expect(screen.getByRole('heading', { name: 'Yorumlar (2)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Kullanıcı Adı')).toHaveValue('');
    expect(api.callsTo(detailUrl)).toHaveLength(1);
  });

  it("shows the api's own message for a refused (422) or throttled (429) comment", async () => {
    const user = userEvent.setup();
    setup(() => apiError(429, 'rate_limited', 'Çok fazla yorum gönderdiniz, lütfen biraz bekleyin'));
    await user.type(await screen.findByLabelText('Kullanıcı Adı'), 'Ayşe');
    await user.type(screen.getByLabelText('Yorumunuz'), 'Yorum');
    await user.click(screen.getByRole('button', { name: 'Yorum Gönder' }));
    expect(await screen.findByText('Çok fazla yorum gönderdiniz, lütfen biraz bekleyin')).toBeInTheDocument();
  });

  it('shows the failure toast for any other failure and keeps what was typed', async () => {
    const user = userEvent.setup();
    setup(() => apiError(500, 'internal', 'Sunucu hatası'));
    await user.type(await screen.findByLabelText('Kullanıcı Adı'), 'Ayşe');
    await user.type(screen.getByLabelText('Yorumunuz'), 'Yorum');
    await user.click(screen.getByRole('button', { name: 'Yorum Gönder' }));
    expect(await screen.findByText('Yorumunuz eklenirken bir hata oluştu')).toBeInTheDocument();
    expect(screen.getByLabelText('Yorumunuz')).toHaveValue('Yorum');
    expect(screen.getAllByTestId('comment')).toHaveLength(1);
  });
});
