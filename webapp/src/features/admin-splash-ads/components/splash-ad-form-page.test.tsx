// The splash-ad form carries the spec's note on when the popup appears.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { SplashAdFormPage } from './splash-ad-form-page';

describe('the splash-ad form', () => {
  it('says the popup shows 5-10 seconds after a visitor arrives', () => {
    mockApi({});
    renderWithProviders(
      <Routes>
        <Route path="/admin/splash-ads/new" element={<SplashAdFormPage />} />
      </Routes>,
      { route: '/admin/splash-ads/new' },
    );
    expect(screen.getByText('Bu reklam, ziyaretçi siteye girdikten 5-10 saniye sonra açılır pencere olarak gösterilir.')).toBeInTheDocument();
  });
});
