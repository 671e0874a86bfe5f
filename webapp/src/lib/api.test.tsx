// The base query answers from the embedded initial data first, then over HTTP; the back
// office's calls carry the session's token; one cache serves both, so back-office commands
// invalidate what the public pages show.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSetPromotionActiveMutation } from '@/features/admin-promotions/api/promotions-admin-api';
import { promotionsApi } from '@/features/promotions/api/promotions-api';
import { PromotionsSection } from '@/features/promotions/components/promotions-section';
import { makePromotion } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { resetSessionForTests, signIn } from './admin-session';
import { setInitialDataForTests } from './initial-data';

describe('base query with the server-embedded data', () => {
  it('renders from the embedded data without a request, and fetches on the next read', async () => {
    const embedded = makePromotion({ title: 'Sunucudan Gelen' });
    const fresh = makePromotion({ title: 'Yeni Çekilen' });
    setInitialDataForTests({ '/api/promotions?limit=12': [embedded] });
    const api = mockApi({ '/api/promotions?limit=12': [fresh] });

    const { store } = renderWithProviders(<PromotionsSection />);
    expect(await screen.findByText('Sunucudan Gelen')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();

    await store.dispatch(promotionsApi.endpoints.getLatestPromotions.initiate(undefined, { forceRefetch: true }));
    expect(await screen.findByText('Yeni Çekilen')).toBeInTheDocument();
    expect(api.callsTo('/api/promotions?limit=12')).toHaveLength(1);
  });

  it('fetches URLs the page did not embed', async () => {
    setInitialDataForTests({ '/api/hero': {} });
    const api = mockApi({ '/api/promotions?limit=12': [makePromotion({ title: 'Ağdan' })] });
    renderWithProviders(<PromotionsSection />);
    expect(await screen.findByText('Ağdan')).toBeInTheDocument();
    expect(api.callsTo('/api/promotions?limit=12')).toHaveLength(1);
  });
});

const tokens = { access_token: 'eyJ.test.token', token_type: 'bearer', expires_in: 900, user: { id: 'u1', email: 'a@b.co', role: 'admin' } };

/** A back-office control beside a public list, as an admin with the site open in one app. */
function DeactivateButton({ id }: { id: string }) {
  const [setActive] = useSetPromotionActiveMutation();
  return (
    <button type="button" onClick={() => void setActive({ id, active: false })}>
      Pasifleştir
    </button>
  );
}

describe('one API for the public pages and the back office', () => {
  afterEach(() => resetSessionForTests());

  it('an admin command refetches the public list that shows the record', async () => {
    const promotion = makePromotion({ title: 'Yayındaki Bonus' });
    let listed = [promotion];
    const http = mockApi({
      'POST /api/auth/token': tokens,
      '/api/promotions?limit=12': () => ({ body: listed }),
      [`POST /api/admin/promotions/${promotion.id}/deactivate`]: () => {
        listed = [];
        return { body: { ...promotion, is_active: false } };
      },
    });
    await signIn('a@b.co', 'parola123');
    renderWithProviders(
      <>
        <PromotionsSection />
        <DeactivateButton id={promotion.id} />
      </>,
    );
    expect(await screen.findByText('Yayındaki Bonus')).toBeInTheDocument();

    await act(async () => screen.getByRole('button', { name: 'Pasifleştir' }).click());
    await screen.findByText('Bu kriterlere uygun promosyon bulunamadı.', {}, { timeout: 3000 });
    expect(http.callsTo('/api/promotions?limit=12')).toHaveLength(2);
  });

  it('sends the access token to /api/admin/* only', async () => {
    const http = mockApi({ 'POST /api/auth/token': tokens, '/api/promotions?limit=12': [], 'POST /api/admin/promotions/p1/deactivate': {} });
    await signIn('a@b.co', 'parola123');
    renderWithProviders(
      <>
        <PromotionsSection />
        <DeactivateButton id="p1" />
      </>,
    );
    await screen.findByText('Bu kriterlere uygun promosyon bulunamadı.');
    await act(async () => screen.getByRole('button', { name: 'Pasifleştir' }).click());
    await waitFor(() => expect(http.callsTo('/api/admin/promotions/p1/deactivate', 'POST')).toHaveLength(1));
    const [admin] = http.callsTo('/api/admin/promotions/p1/deactivate', 'POST');
    expect(admin.headers?.get('Authorization')).toBe('Bearer eyJ.test.token');
    expect(admin.headers?.get('X-Bonus-Client')).toBe('web');
    const [visitor] = http.callsTo('/api/promotions?limit=12');
    expect(visitor.headers?.get('Authorization')).toBeNull();
  });
});
