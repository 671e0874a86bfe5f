// Promotion cards: content, the Süreli tag, one card expanded at a time, keyboard use.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FUTURE, PAST, makeCasino, makePromotion, withCasino } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { PromotionGrid } from './promotion-grid';

const casino = makeCasino({ name: 'Şans Casino', slug: 'sans-casino' });
const first = withCasino(
  makePromotion({ title: 'İlk Bonus', expiry_date: FUTURE, terms: ['Çevrim 10x'], description: '<p>Uzun açıklama</p>' }),
  casino,
);
const second = makePromotion({ title: 'İkinci Bonus', expiry_date: PAST, category: 'Kayıp Bonusu' });

function cards() {
  return screen.getAllByTestId('promotion-card');
}

describe('PromotionGrid', () => {
  it('shows image, title, casino, category, summary and both actions on each card', () => {
    renderWithProviders(<PromotionGrid promotions={[first, second]} />);
    const [a, b] = cards();
    expect(within(a).getByRole('img', { name: 'İlk Bonus' })).toHaveAttribute('loading', 'lazy');
    expect(within(a).getByRole('img', { name: 'İlk Bonus' })).toHaveAttribute('width', '640');
    expect(within(a).getByRole('link', { name: 'İlk Bonus' })).toHaveAttribute('href', `/bonuslar/sans-casino/${first.slug}`);
    expect(within(a).getByText('Şans Casino')).toBeInTheDocument();
    expect(within(b).getByText('Diğer')).toBeInTheDocument();
    expect(within(b).getByText('Kayıp Bonusu')).toBeInTheDocument();
    expect(within(a).getByText('İlk yatırıma yüzde yüz bonus.')).toBeInTheDocument();
    const claim = within(a).getByRole('link', { name: 'Bonus Al' });
    expect(claim).toHaveAttribute('href', `/git/sans-casino/${first.slug}`);
    expect(claim).toHaveAttribute('target', '_blank');
    expect(claim).toHaveAttribute('rel', 'sponsored nofollow noopener');
    const [, claimWithoutCasino] = screen.getAllByRole('link', { name: 'Bonus Al' });
    expect(claimWithoutCasino).toHaveAttribute('href', `/git?promosyon=${second.id}`);
  });

  it("tags a promotion with a future expiry 'Süreli', and only that one", () => {
    renderWithProviders(<PromotionGrid promotions={[first, second]} />);
    const [a, b] = cards();
    expect(within(a).getByText('Süreli')).toBeInTheDocument();
    expect(within(b).queryByText('Süreli')).not.toBeInTheDocument();
  });

  it('expands one card at a time and collapses it on a second click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PromotionGrid promotions={[first, second]} />);
    const [a, b] = cards();
    const toggleA = within(a).getByRole('button', { name: 'Detayları Gör' });
    const toggleB = within(b).getByRole('button', { name: 'Detayları Gör' });
    expect(toggleA).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggleA);
    expect(toggleA).toHaveAttribute('aria-expanded', 'true');
    expect(a).toHaveClass('max-h-[500px]');
    expect(within(a).getByText('Şartlar ve Koşullar')).toBeInTheDocument();
    expect(within(a).getByText('Çevrim 10x')).toBeInTheDocument();
    expect(within(a).getByText('Son tarih:')).toBeInTheDocument();
    expect(within(a).getByText('Uzun açıklama')).toBeInTheDocument();

    await user.click(toggleB);
    expect(toggleB).toHaveAttribute('aria-expanded', 'true');
    expect(toggleA).toHaveAttribute('aria-expanded', 'false');
    expect(within(a).queryByText('Şartlar ve Koşullar')).not.toBeInTheDocument();

    await user.click(toggleB);
    expect(toggleB).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Şartlar ve Koşullar')).not.toBeInTheDocument();
  });

  it('is usable by keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PromotionGrid promotions={[second]} />);
    const toggle = screen.getByRole('button', { name: 'Detayları Gör' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the placeholder when the image is missing', () => {
    renderWithProviders(<PromotionGrid promotions={[makePromotion({ title: 'Resimsiz', image_url: null })]} />);
    expect(screen.getByRole('img', { name: 'Resimsiz' })).toHaveAttribute('src', '/placeholder-promotion.svg');
  });
});
