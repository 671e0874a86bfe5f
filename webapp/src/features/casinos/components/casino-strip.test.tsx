// The home casino strip: the first 12 casinos, asked for as 12 (the page embeds only those), arrows
// that scroll three card widths at a time.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCasino } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { CasinoStrip } from './casino-strip';

describe('CasinoStrip', () => {
  it('asks for 12 casinos, shows them and scrolls by three card widths (gap included) per arrow', async () => {
    const { calls } = mockApi({ '/api/casinos?limit=12': Array.from({ length: 12 }, (_, i) => makeCasino({ name: `Site ${i + 1}` })) });
    renderWithProviders(<CasinoStrip />);
    const strip = await screen.findByTestId('casino-strip');
    expect(within(strip).getAllByTestId('casino-card')).toHaveLength(12);
    expect(calls.map((c) => c.path)).toEqual(['/api/casinos?limit=12']);

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
