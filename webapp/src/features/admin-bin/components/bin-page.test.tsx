// 'Çöp Kutusu': the deleted rows with who deleted them and when, the search and type in the URL
// (the search debounced), 'Geri Yükle' after a confirmation, and the api's taken-address
// sentence shown as it is.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTests } from '@/lib/admin-session';
import { resetSessionCheckForTests } from '@/features/admin-auth/hooks/use-admin-session';
import { mockApi } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render';
import type { BinItem } from '../types/bin';

const tokens = { access_token: 'eyJ.test.token', token_type: 'bearer', expires_in: 900, user: { id: 'u1', email: 'a@b.co', role: 'admin' } };
const admin = { kind: 'admin' as const, id: 'u1', email: 'editor@example.com', label: 'editor@example.com' };
const post: BinItem = {
  type: 'blog-posts',
  id: 'p0570000-0000-4000-8000-000000000001',
  label: 'Bonus Çevrim Rehberi',
  path: '/blog/bonus-cevrim-rehberi',
  deleted_at: '2026-11-25T10:15:00Z',
  deleted_by: admin,
};
const promotion: BinItem = { ...post, type: 'promotions', id: 'b0b00000-0000-4000-8000-000000000009', label: 'Hoş Geldin Bonusu', path: '/bonuslar/x/hos-geldin-bonusu' };
const page = (items: BinItem[]) => ({ items, total: items.length, page: 1, page_size: 20 });

afterEach(() => {
  resetSessionForTests();
  resetSessionCheckForTests();
});

describe('the bin', () => {
  // First: a list remembers its last view for the tab, and the tests below leave a filtered one.
  it('says the bin is empty', async () => {
    mockApi({ 'POST /api/auth/token': tokens, '/api/admin/bin?*': page([]) });
    renderApp('/admin/bin');
    expect(await screen.findByText('Çöp kutusu boş', {}, { timeout: 12_000 })).toBeInTheDocument();
  }, 30_000);

  it('lists the deleted rows with who and when, and keeps the search and the type in the URL', async () => {
    const api = mockApi({ 'POST /api/auth/token': tokens, '/api/admin/bin?*': page([post, promotion]) });
    renderApp('/admin/bin');
    const rows = await screen.findAllByTestId('bin-row', {}, { timeout: 12_000 });
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Blog Yazısı')).toBeInTheDocument();
    expect(within(rows[0]).getByText('/blog/bonus-cevrim-rehberi')).toBeInTheDocument();
    expect(within(rows[0]).getByText('editor@example.com')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/^25 Kasım 2026 \d{2}:15$/)).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'Geçmiş' })).toHaveAttribute('href', `/admin/history/blog-posts/${post.id}`);

    await userEvent.selectOptions(screen.getByLabelText('Türe göre filtrele'), 'promotions');
    await vi.waitFor(() => expect(currentPath()).toBe('/admin/bin?type=promotions'));
    await userEvent.type(screen.getByLabelText('Çöp kutusunda ara'), 'hoş');
    await vi.waitFor(() => expect(currentPath()).toBe('/admin/bin?type=promotions&q=ho%C5%9F'));
    await vi.waitFor(() => expect(api.calls.some((c) => c.path === '/api/admin/bin?q=hoş&type=promotions&page=1&page_size=20')).toBe(true));
    // Typing asked once, after the pause, not per letter.
    expect(api.calls.filter((c) => c.path.startsWith('/api/admin/bin?q=h'))).toHaveLength(1);
  }, 30_000);

  it('restores after a confirmation, and shows the api’s sentence when the address is taken', async () => {
    const holder = 'Bu adres artık "Yeni Rehber" blog yazısında kullanılıyor.';
    let answer: 'ok' | 'taken' = 'ok';
    const api = mockApi({
      'POST /api/auth/token': tokens,
      '/api/admin/bin?*': page([post]),
      [`POST /api/admin/bin/blog-posts/${post.id}/restore`]: () =>
        answer === 'ok' ? { status: 201, body: { id: post.id } } : { status: 409, body: { error: 'slug_taken', message: holder, holder: { type: 'blog-posts', id: 'x', label: 'Yeni Rehber' } } },
    });
    renderApp('/admin/bin');
    const [row] = await screen.findAllByTestId('bin-row', {}, { timeout: 12_000 });
    await userEvent.click(within(row).getByRole('button', { name: 'Bonus Çevrim Rehberi geri yükle' }));
    const dialog = screen.getByRole('dialog', { name: 'Geri yükle' });
    expect(dialog).toHaveTextContent('"Bonus Çevrim Rehberi" geri yüklensin mi?');
    expect(dialog).toHaveTextContent('/blog/bonus-cevrim-rehberi');
    expect(api.callsTo(`/api/admin/bin/blog-posts/${post.id}/restore`, 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Geri Yükle' }));
    const toaster = within(screen.getByTestId('toaster'));
    expect(await toaster.findByText('"Bonus Çevrim Rehberi" geri yüklendi')).toBeInTheDocument();
    expect(api.callsTo(`/api/admin/bin/blog-posts/${post.id}/restore`, 'POST')).toHaveLength(1);
    // The bin is asked again after the restore.
    await vi.waitFor(() => expect(api.calls.filter((c) => c.path.startsWith('/api/admin/bin?')).length).toBeGreaterThanOrEqual(2));

    answer = 'taken';
    await userEvent.click(within(screen.getAllByTestId('bin-row')[0]).getByRole('button', { name: 'Bonus Çevrim Rehberi geri yükle' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Geri Yükle' }));
    expect(await toaster.findByText(holder)).toBeInTheDocument();
  }, 30_000);
});
