// 'Geçmiş': closed until opened (no request before), versions newest first with who and how,
// rich text as a word-level difference, long values shortened, and 'Geri Yükle' that lists what
// the restore would change before it sends the command, showing the api's slug message as is.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import type { HistoryPage, Version } from '@/lib/history-api';
import { resetSessionForTests } from '@/lib/admin-session';
import { HistorySection } from './history-section';
import { valueText, wordDifference } from './change-list';

const ID = 'b0b00000-0000-4000-8000-000000000003';
const HISTORY = `/api/admin/history/promotions/${ID}`;
const admin = { kind: 'admin' as const, id: 'u1', email: 'editor@example.com', label: 'editor@example.com' };
const longTerms = 'Çevrim şartı '.repeat(40).trim();

const version = (n: number, extra: Partial<Version>): Version => ({
  version: n,
  event_id: `e${n}`,
  at: `2026-11-2${n}T09:0${n}:00Z`,
  actor: admin,
  action: 'updated',
  via: null,
  restored_from: null,
  changes: [],
  ...extra,
});

const history: HistoryPage = {
  entity: { type: 'promotions', id: ID, label: 'Hoş Geldin Bonusu', deleted: false },
  items: [
    version(4, { via: 'restore', restored_from: 1, changes: [{ field: 'terms', kind: 'value', old: ['Çevrim 20 kat'], new: ['Çevrim 10 kat'] }] }),
    version(3, { via: 'bulk', actor: { kind: 'bulk', id: 'job1', email: null, label: 'Toplu işlem' }, action: 'deactivated', changes: [{ field: 'is_active', kind: 'value', old: true, new: false }] }),
    version(2, { changes: [{ field: 'description', kind: 'rich', old: 'İlk yatırıma yüzde yüz bonus', new: 'İlk yatırıma yüzde elli bonus' }, { field: 'details', kind: 'text', old: null, new: longTerms }] }),
    version(1, { action: 'created', actor: { kind: 'seed', id: null, email: null, label: 'Demo içerik' } }),
  ],
  total: 4,
  page: 1,
  page_size: 20,
};

afterEach(() => resetSessionForTests());

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: 'Geçmişi göster' }));
  return screen.findAllByTestId('history-version', {}, { timeout: 5000 });
}

describe('the history panel', () => {
  it('asks for nothing until opened, then lists the versions newest first with who made them and how', async () => {
    const api = mockApi({ [`${HISTORY}?*`]: history });
    renderWithProviders(<HistorySection type="promotions" id={ID} />);
    expect(api.calls).toHaveLength(0);
    const versions = await openPanel();
    expect(api.calls[0].path).toBe(`${HISTORY}?page=1&page_size=20`);
    expect(versions.map((v) => v.getAttribute('data-version'))).toEqual(['4', '3', '2', '1']);
    expect(within(versions[0]).getByTestId('version-badge')).toHaveTextContent('1. sürümden geri yüklendi');
    expect(within(versions[1]).getByTestId('version-badge')).toHaveTextContent('Toplu işlem');
    expect(within(versions[1]).getByText('Pasifleştirildi')).toBeInTheDocument();
    expect(within(versions[3]).getByTestId('version-actor')).toHaveTextContent('Demo içerik');
    expect(within(versions[2]).getByText(/2026 \d{2}:02$/)).toBeInTheDocument();
    // The newest version is the current state: nothing to restore there.
    expect(within(versions[0]).queryByRole('button', { name: /geri yükle/ })).toBeNull();
    expect(within(versions[1]).getByText('Aktif')).toBeInTheDocument();
    expect(within(versions[1]).getByTestId('change-old')).toHaveTextContent('Evet');
    expect(within(versions[1]).getByTestId('change-new')).toHaveTextContent('Hayır');
  });

  it('shows rich text as a word-level difference and shortens long values until asked', async () => {
    mockApi({ [`${HISTORY}?*`]: history });
    renderWithProviders(<HistorySection type="promotions" id={ID} />);
    const v2 = (await openPanel())[2];
    const description = within(v2).getAllByTestId('change')[0];
    expect(within(description).getByText('Açıklama')).toBeInTheDocument();
    const removed = description.querySelectorAll('[data-mark="removed"]');
    const added = description.querySelectorAll('[data-mark="added"]');
    expect([...removed].map((e) => e.textContent)).toEqual(['yüz']);
    expect([...added].map((e) => e.textContent)).toEqual(['elli']);
    expect(within(description).getByTestId('change-old')).toHaveTextContent('İlk yatırıma yüzde yüz bonus');

    const details = within(v2).getAllByTestId('change')[1];
    expect(within(details).getByTestId('change-old')).toHaveTextContent('boş');
    const shown = within(details).getByTestId('change-new');
    expect(shown.textContent!.length).toBeLessThan(longTerms.length);
    await userEvent.click(within(details).getByRole('button', { name: 'Tümünü göster' }));
    expect(shown).toHaveTextContent(longTerms);
    expect(within(details).getByRole('button', { name: 'Daha az göster' })).toBeInTheDocument();
  });

  it('restores a version after listing what will change, and says so', async () => {
    const api = mockApi({
      [`${HISTORY}?*`]: history,
      [`${HISTORY}/versions/2`]: {
        version: 2,
        state: {},
        changes_to_restore: [{ field: 'terms', kind: 'value', old: ['Çevrim 10 kat'], new: ['Çevrim 35 kat'] }],
      },
      [`POST ${HISTORY}/restore`]: { id: ID },
    });
    renderWithProviders(<HistorySection type="promotions" id={ID} />);
    const v2 = (await openPanel())[2];
    await userEvent.click(within(v2).getByRole('button', { name: '2. sürümü geri yükle' }));
    const dialog = await screen.findByRole('dialog', { name: '2. sürüm geri yüklensin mi?' });
    expect(await within(dialog).findByText('Şartlar ve Koşullar')).toBeInTheDocument();
    expect(within(dialog).getByTestId('change-old')).toHaveTextContent('Çevrim 10 kat');
    expect(within(dialog).getByTestId('change-new')).toHaveTextContent('Çevrim 35 kat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Geri Yükle' }));
    expect(await within(screen.getByTestId('toaster')).findByText('2. sürüm geri yüklendi')).toBeInTheDocument();
    expect(api.callsTo(`${HISTORY}/restore`, 'POST').map((c) => c.body)).toEqual([{ version: 2 }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The restore invalidates the history: the panel asks again.
    await vi.waitFor(() => expect(api.calls.filter((c) => c.path.startsWith(`${HISTORY}?`)).length).toBeGreaterThanOrEqual(2));
  });

  it('shows the api’s taken-slug sentence as it is', async () => {
    const message = 'Bu slug değeri zaten kullanılıyor. Lütfen benzersiz bir değer girin.';
    mockApi({
      [`${HISTORY}?*`]: history,
      [`${HISTORY}/versions/1`]: { version: 1, state: {}, changes_to_restore: [{ field: 'slug', kind: 'text', old: 'yeni', new: 'eski' }] },
      [`POST ${HISTORY}/restore`]: () => ({ status: 409, body: { error: 'slug_taken', message } }),
    });
    renderWithProviders(<HistorySection type="promotions" id={ID} />);
    const v1 = (await openPanel())[3];
    await userEvent.click(within(v1).getByRole('button', { name: '1. sürümü geri yükle' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Slug');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Geri Yükle' }));
    expect(await within(screen.getByTestId('toaster')).findByText(message)).toBeInTheDocument();
  });

  it('offers no restore for an entity in the bin and points to the bin', async () => {
    mockApi({ [`${HISTORY}?*`]: { ...history, entity: { ...history.entity, deleted: true } } });
    renderWithProviders(<HistorySection type="promotions" id={ID} />);
    await openPanel();
    expect(screen.queryAllByRole('button', { name: /sürümü geri yükle/ })).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Çöp Kutusu' })).toHaveAttribute('href', '/admin/bin');
  });
});

describe('the change values', () => {
  it('reads booleans, lists, numbers and moments the Turkish way', () => {
    expect(valueText(true)).toBe('Evet');
    expect(valueText(['a', 'b'])).toBe('a\nb');
    expect(valueText(4.5)).toBe('4,5');
    expect(valueText('')).toBeNull();
    expect(valueText('2026-11-21T12:05:00Z')).toMatch(/^21 Kasım 2026/);
  });
  it('marks only the words that changed', () => {
    const d = wordDifference('bir iki üç', 'bir dört üç');
    expect(d.old.filter((p) => p.mark).map((p) => p.text)).toEqual(['iki']);
    expect(d.new.filter((p) => p.mark).map((p) => p.text)).toEqual(['dört']);
  });
});
