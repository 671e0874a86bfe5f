import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stats } from '@/lib/stats-api';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { csvTables, StatsPage } from './stats-page';
import { toCsv } from '../utils/csv';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const C1 = '33333333-3333-4333-8333-333333333333';
const stats: Stats = {
  from: '2026-11-20',
  to: '2026-11-26',
  totals: { clicks: 17, visitors: 4, blog_views: 7 },
  days: ['20', '21', '22', '23', '24', '25', '26'].map((d, i) => ({ day: `2026-11-${d}`, clicks: i === 6 ? 12 : i === 5 ? 5 : 0, visitors: i >= 5 ? 2 : 0, blog_views: i === 6 ? 7 : 0 })),
  promotions: [
    { id: P1, title: 'Çok Tıklanan', casino_name: 'Şans Casino', clicks: 15, detail_views: 20, ctr: 0.75, series: [0, 0, 0, 0, 0, 5, 10] },
    { id: P2, title: 'Az Tıklanan', casino_name: 'Şans Casino', clicks: 2, detail_views: 2, ctr: 1, series: [0, 0, 0, 0, 0, 0, 2] },
  ],
  casinos: [{ id: C1, name: 'Şans Casino', clicks: 17, detail_views: 0, ctr: null, series: [0, 0, 0, 0, 0, 5, 12] }],
  top_promotion_ids: { by_clicks: [P1, P2], by_ctr: [P2, P1] },
  top_casino_ids: { by_clicks: [C1], by_ctr: [] },
  referrers: [{ path: '/bonuslar', clicks: 12 }, { path: '', clicks: 5 }],
  devices: [{ device: 'phone', clicks: 10 }, { device: 'tablet', clicks: 2 }, { device: 'desktop', clicks: 5 }],
  stalled: [{ kind: 'promotion', id: P2, name: 'Duran Bonus', views_last_week: 4 }],
};

// jsdom has no layout: the charts' containers only need the observer to exist.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('StatsPage', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
  });

  it('shows every figure as a table, flags stalled links and asks for the chosen range', async () => {
    const api = mockApi({ '/api/admin/stats?*': stats });
    renderWithProviders(<StatsPage />);
    expect(await screen.findByTestId('stats-totals')).toHaveTextContent('17 tıklama, 4 tekil ziyaretçi, 7 blog görüntülenme');
    const promotions = screen.getByTestId('stats-promotion-table');
    expect(within(promotions).getAllByRole('row').map((r) => r.textContent)).toEqual([
      expect.stringContaining('Promosyon'),
      expect.stringContaining('Çok Tıklanan'),
      expect.stringContaining('Az Tıklanan'),
    ]);
    expect(within(promotions).getByText('%75')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tıklaması Duran Bağlantılar' })).toBeInTheDocument();
    expect(screen.getByText('Duran Bonus')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Telefon' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '(bilinmiyor)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Son 7 gün' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Az Tıklanan karşılaştır' }));
    expect(await screen.findByRole('heading', { name: 'Promosyon Karşılaştırma' })).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/api/admin/stats?days=30', '/api/admin/stats?days=7', `/api/admin/stats?days=7&promotions=${P2}`]),
    );
  });

  it('exports exactly the tables it shows', () => {
    const csv = toCsv(csvTables(stats, 'by_clicks'));
    expect(csv).toContain('En Çok Tıklanan Promosyonlar\r\nPromosyon,Tıklama,Detay Görüntülenme,Tıklama Oranı\r\nÇok Tıklanan,15,20,%75\r\nAz Tıklanan,2,2,%100');
    expect(csv).toContain('Günlük\r\nGün,Tıklama,Tekil Ziyaretçi,Blog Görüntülenme\r\n2026-11-20,0,0,0');
    expect(csv).toContain('Cihaz Dağılımı\r\nCihaz,Tıklama\r\nTelefon,10\r\nTablet,2\r\nMasaüstü,5');
  });
});
