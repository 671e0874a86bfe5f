// The promotion form: the category select shows the record's choice even when the choices arrive
// after the record, the casino picker shows the record's casino by name, and a save that gets no answer says 'Promosyon kaydedilirken
// bir hata oluştu: {message}' (an answer's refusal keeps 'Promosyon güncellenirken hata: ...').
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTests } from '@/lib/admin-session';
import { resetSessionCheckForTests } from '@/features/admin-auth/hooks/use-admin-session';
import { apiError, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';
import type { AdminPromotion } from '../types/promotion';

const tokens = { access_token: 'eyJ.test.token', token_type: 'bearer', expires_in: 900, user: { id: 'u1', email: 'a@b.co', role: 'admin' } };
const casino = { id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Altın Yıldız Casino', slug: 'altin-yildiz-casino', logo_url: 'https://example.com/logo.png' };
const category = { id: 'ca7e0000-0000-4000-8000-000000000002', name: 'Hoş Geldin', is_active: true };

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, page_size: 100, sort: 'name', order: 'asc' });

const promotion: AdminPromotion = {
  id: 'b0b00000-0000-4000-8000-000000000003',
  title: 'Hoş Geldin Bonusu',
  slug: 'hos-geldin-bonusu',
  casino_id: casino.id,
  casino,
  category_id: category.id,
  category: category.name,
  promotion_code: null,
  is_active: true,
  expiry_date: null,
  image_url: null,
  url: 'https://example.com/bonus',
  status: 'active',
  status_label: 'Aktif',
  short_description: 'İlk yatırıma yüzde yüz bonus.',
  description: '<p>Detaylar</p>',
  terms: ['Çevrim 10 kat'],
  created_at: '2026-11-01T10:00:00Z',
};

afterEach(() => {
  resetSessionForTests();
  resetSessionCheckForTests();
});

describe('the promotion form', () => {
  it('shows the record’s category when the choices arrive after the record, and its casino by name', async () => {
    mockApi({
      'POST /api/auth/token': tokens,
      [`/api/admin/promotions/${promotion.id}`]: promotion,
      '/api/admin/categories?*': () => ({ body: page([category]), delayMs: 600 }),
    });
    renderApp(`/admin/promotions/edit/${promotion.id}`);
    await vi.waitFor(() => expect(screen.getByLabelText('Başlık')).toHaveValue('Hoş Geldin Bonusu'), { timeout: 12_000 });
    await screen.findByRole('option', { name: 'Hoş Geldin' }, { timeout: 5000 });
    expect(screen.getByLabelText('Kategori')).toHaveValue(category.id);
    expect(screen.getByLabelText('Casino (isteğe bağlı)')).toHaveValue('Altın Yıldız Casino');
    expect((screen.getByLabelText('Kategori') as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('Hoş Geldin');
  }, 30_000);

  it('says which save failed when no answer came, and keeps the refusal texts for an answer', async () => {
    let answer: 'none' | 'refused' = 'none';
    mockApi({
      'POST /api/auth/token': tokens,
      [`/api/admin/promotions/${promotion.id}`]: promotion,
      '/api/admin/categories?*': page([category]),
      [`PUT /api/admin/promotions/${promotion.id}`]: () => {
        if (answer === 'none') throw new TypeError('Failed to fetch');
        return apiError(409, 'conflict', 'Bu promosyon başka bir yerde değiştirildi');
      },
    });
    renderApp(`/admin/promotions/edit/${promotion.id}`);
    await vi.waitFor(() => expect(screen.getByLabelText('Başlık')).toHaveValue('Hoş Geldin Bonusu'), { timeout: 12_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    const toaster = within(screen.getByTestId('toaster'));
    expect(await toaster.findByText('Promosyon kaydedilirken bir hata oluştu: TypeError: Failed to fetch')).toBeInTheDocument();
    answer = 'refused';
    await userEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await toaster.findByText('Promosyon güncellenirken hata: Bu promosyon başka bir yerde değiştirildi')).toBeInTheDocument();
    expect(screen.getByLabelText('Başlık')).toHaveValue('Hoş Geldin Bonusu');
  }, 30_000);
});
