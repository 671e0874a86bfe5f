// /guvenilir-siteler in pages: the page of the URL is the page asked for, the page links are
// plain links with rel prev/next, and a page past the end points back to the first.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCasino } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { CasinoGrid, casinosHref } from './casino-grid';

const casinos = (from: number, n: number) => Array.from({ length: n }, (_, i) => makeCasino({ name: `Site ${from + i}` }));

describe('CasinoGrid', () => {
  it('shows the page of the URL with links to its neighbours', async () => {
    const { calls } = mockApi({ '/api/casinos?page=2': { items: casinos(61, 60), total: 150, page: 2, per_page: 60 } });
    renderWithProviders(<CasinoGrid />, { route: '/guvenilir-siteler?sayfa=2' });
    const grid = await screen.findByTestId('casino-grid');
    expect(within(grid).getAllByTestId('casino-card')).toHaveLength(60);
    expect(screen.getByText('150 casino sitesi · Sayfa 2 / 3')).toBeInTheDocument();
    const pages = screen.getByTestId('pagination');
    expect(within(pages).getByRole('link', { name: '‹ Önceki' })).toHaveAttribute('href', '/guvenilir-siteler');
    expect(within(pages).getByRole('link', { name: '‹ Önceki' })).toHaveAttribute('rel', 'prev');
    expect(within(pages).getByRole('link', { name: 'Sonraki ›' })).toHaveAttribute('href', '/guvenilir-siteler?sayfa=3');
    expect(calls.map((c) => c.path)).toEqual(['/api/casinos?page=2']);
  });

  it('reads an odd page number as the first page and shows no page links for one page', async () => {
    mockApi({ '/api/casinos?page=1': { items: casinos(1, 3), total: 3, page: 1, per_page: 60 } });
    renderWithProviders(<CasinoGrid />, { route: '/guvenilir-siteler?sayfa=abc' });
    expect(within(await screen.findByTestId('casino-grid')).getAllByTestId('casino-card')).toHaveLength(3);
    expect(screen.queryByTestId('pagination')).not.toBeInTheDocument();
  });

  it('says a page past the end is empty and links back to the first page', async () => {
    mockApi({ '/api/casinos?page=9': { items: [], total: 70, page: 9, per_page: 60 } });
    renderWithProviders(<CasinoGrid />, { route: '/guvenilir-siteler?sayfa=9' });
    expect(await screen.findByText(/Bu sayfada casino sitesi yok/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İlk sayfaya dön' })).toHaveAttribute('href', '/guvenilir-siteler');
    expect(within(screen.getByTestId('pagination')).getByRole('link', { name: '‹ Önceki' })).toHaveAttribute(
      'href',
      '/guvenilir-siteler?sayfa=8',
    );
  });

  it('writes page links as the api does', () => {
    expect(casinosHref(1)).toBe('/guvenilir-siteler');
    expect(casinosHref(4)).toBe('/guvenilir-siteler?sayfa=4');
  });
});
