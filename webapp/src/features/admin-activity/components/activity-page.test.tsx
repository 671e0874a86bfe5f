// 'Etkinlik Günlüğü': the rows with who, what, which entity (linked to its history) and the
// sign-in address; every filter in the URL and sent to the api; a date range whose end is before
// its start refused; 'CSV indir' fetches the export with the same filters and the token.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTests } from '@/lib/admin-session';
import { resetSessionCheckForTests } from '@/features/admin-auth/hooks/use-admin-session';
import { mockApi } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render';
import type { ActivityRow } from '../types/activity';

const tokens = { access_token: 'eyJ.test.token', token_type: 'bearer', expires_in: 900, user: { id: 'u1', email: 'a@b.co', role: 'admin' } };
const me = { kind: 'admin' as const, id: 'u1', email: 'editor@example.com', label: 'editor@example.com' };
const rows: ActivityRow[] = [
  {
    id: 'a2',
    at: '2026-11-26T09:30:00Z',
    actor: me,
    action: 'updated',
    entity_type: 'promotions',
    entity_id: 'b0b00000-0000-4000-8000-000000000003',
    entity_label: 'Hoş Geldin Bonusu',
    address: null,
    history_path: '/api/admin/history/promotions/b0b00000-0000-4000-8000-000000000003',
  },
  { id: 'a1', at: '2026-11-26T09:00:00Z', actor: me, action: 'sign_in_failed', entity_type: 'account', entity_id: 'u1', entity_label: 'editor@example.com', address: '203.0.113.0/24', history_path: null },
];
const page = (items: ActivityRow[]) => ({ items, total: items.length, page: 1, page_size: 50 });
const admins = [
  { id: 'u1', email: 'editor@example.com' },
  { id: 'u2', email: 'other@example.com' },
];

afterEach(() => {
  resetSessionForTests();
  resetSessionCheckForTests();
  vi.unstubAllGlobals();
});

describe('the activity log', () => {
  it('shows who did what to which entity, linked to its history, with the sign-in address', async () => {
    mockApi({ 'POST /api/auth/token': tokens, '/api/admin/activity?*': page(rows), '/api/admin/activity/admins': admins });
    renderApp('/admin/activity');
    const [change, signIn] = await screen.findAllByTestId('activity-row', {}, { timeout: 12_000 });
    expect(within(change).getByText('Güncellendi')).toBeInTheDocument();
    expect(within(change).getByText('Promosyon')).toBeInTheDocument();
    expect(within(change).getByRole('link', { name: 'Hoş Geldin Bonusu' })).toHaveAttribute('href', '/admin/history/promotions/b0b00000-0000-4000-8000-000000000003');
    expect(within(change).getByText(/^26 Kasım 2026 \d{2}:30$/)).toBeInTheDocument();
    expect(within(signIn).getByText('Başarısız giriş')).toBeInTheDocument();
    expect(within(signIn).getByText('203.0.113.0/24')).toBeInTheDocument();
    expect(within(signIn).queryByRole('link')).toBeNull();
  }, 30_000);

  it('keeps every filter in the URL and sends it to the api; refuses an end before the start', async () => {
    const api = mockApi({ 'POST /api/auth/token': tokens, '/api/admin/activity?*': page(rows), '/api/admin/activity/admins': admins });
    renderApp('/admin/activity');
    await screen.findAllByTestId('activity-row', {}, { timeout: 12_000 });
    await screen.findByRole('option', { name: 'other@example.com' });
    await userEvent.selectOptions(screen.getByLabelText('Yöneticiye göre filtrele'), 'u1');
    await userEvent.selectOptions(screen.getByLabelText('Türe göre filtrele'), 'account');
    await userEvent.selectOptions(screen.getByLabelText('İşleme göre filtrele'), 'signed_in');
    await userEvent.type(screen.getByLabelText('Başlangıç'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('Bitiş'), '2026-11-10');
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByText('Bitiş tarihi başlangıç tarihinden önce olamaz')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/activity?admin=u1&entity_type=account&action=signed_in');
    await userEvent.clear(screen.getByLabelText('Bitiş'));
    await userEvent.type(screen.getByLabelText('Bitiş'), '2026-11-26');
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    await vi.waitFor(() => expect(currentPath()).toBe('/admin/activity?admin=u1&entity_type=account&action=signed_in&from=2026-11-20&to=2026-11-26'));
    await vi.waitFor(() =>
      expect(api.calls.map((c) => c.path)).toContain('/api/admin/activity?admin=u1&entity_type=account&action=signed_in&from=2026-11-20&to=2026-11-26&page=1&page_size=50'),
    );
  }, 30_000);

  it('downloads the CSV of the same filters with the session’s token', async () => {
    const api = mockApi({
      'POST /api/auth/token': tokens,
      '/api/admin/activity?*': page(rows),
      '/api/admin/activity/admins': admins,
      '/api/admin/activity.csv?*': 'zaman,yönetici,işlem,tür,kayıt',
    });
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderApp('/admin/activity?admin=u1&action=updated');
    await screen.findAllByTestId('activity-row', {}, { timeout: 12_000 });
    await userEvent.click(screen.getByRole('button', { name: 'CSV indir' }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    const csv = api.calls.find((c) => c.path.startsWith('/api/admin/activity.csv'))!;
    expect(csv.path).toBe('/api/admin/activity.csv?admin=u1&action=updated');
    expect(csv.headers?.get('Authorization')).toBe('Bearer eyJ.test.token');
    expect(clicked[0]).toMatch(/^etkinlik-gunlugu-\d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
  }, 30_000);
});
