// The base query answers from the embedded initial data first, then over HTTP.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { promotionsApi } from '@/features/promotions/api/promotions-api';
import { PromotionsSection } from '@/features/promotions/components/promotions-section';
import { makePromotion } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
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
