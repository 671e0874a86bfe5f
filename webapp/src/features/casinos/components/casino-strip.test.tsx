// The home casino strip: the first 12 casinos, arrows that scroll three card widths at a time.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCasino } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { CasinoStrip } from './casino-strip';

describe('CasinoStrip', () => {
  it('shows 12 casinos and scrolls by three card widths (gap included) per arrow', async () => {
    mockApi({ '/api/casinos': Array.from({ length: 15 }, (_, i) => makeCasino({ name: `Site ${i + 1}` })) });
    renderWithProviders(<CasinoStrip />);
    const strip = await screen.findByTestId('casino-strip');
    expect(within(strip).getAllByTestId('casino-card')).toHaveLength(12);
    expect(screen.queryByText('Site 13')).not.toBeInTheDocument();

    const next = screen.getByRole('button', { name: 'Sonraki siteler' });
    const previous = screen.getByRole('button', { name: 'Önceki siteler' });
    // jsdom has no layout: give the cards a width and the row a gap.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 160 } as DOMRect);
    vi.spyOn(window, 'getComputedStyle').mockReturnValue({ columnGap: '16px' } as CSSStyleDeclaration);
    const scrollBy = vi.fn();
    strip.scrollBy = scrollBy as unknown as typeof strip.scrollBy;

    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 528, behavior: 'smooth' });
    fireEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -528, behavior: 'smooth' });
  });
});
