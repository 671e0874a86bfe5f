// The route table of the whole app. Public pages share the public layout; the back office
// (/admin/...) is a separate lazily loaded chunk without the public header, footer or popup.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ScrollManager } from '@/components/layout/scroll-manager';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toaster';
import { BlogIndexPage, BlogPostPage } from './routes/blog';
import { BonusesPage } from './routes/bonuses';
import { CasinoPage, CasinosPage } from './routes/casinos';
import { HomePage } from './routes/home';
import { LegacyPromotionPage, PromotionBySlugPage } from './routes/promotion';
import { PublicLayout } from './routes/public-layout';
import { SitemapPage } from './routes/sitemap';

const loadAdminRoutes = () => import('./routes/admin/admin-routes');
const AdminRoutes = lazy(() => loadAdminRoutes().then((module) => ({ default: module.AdminRoutes })));

// A back-office page opened directly (a reload, a shared link): the back office's chunk and its
// session check (a refresh from the cookie) both start now, side by side, instead of one after
// the other once React has rendered; the guard's own check then finds the session
// (refreshSession runs one refresh at a time and shares its result), so the list's first request
// leaves a round trip sooner.
if (typeof window !== 'undefined' && /^\/admin\/(?!login)/.test(window.location.pathname)) {
  void loadAdminRoutes().catch(() => null);
  void import('@/lib/admin-session').then((session) => session.refreshSession()).catch(() => null);
}

export function AppRoutes() {
  return (
    <ErrorBoundary>
      <ScrollManager />
      <Routes>
        <Route
          path="admin/*"
          element={
            <Suspense fallback={<Spinner />}>
              <AdminRoutes />
            </Suspense>
          }
        />
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="bonuslar" element={<BonusesPage />} />
          <Route path="bonuslar/:casinoSlug/:promotionSlug" element={<PromotionBySlugPage />} />
          <Route path="promotion" element={<LegacyPromotionPage />} />
          <Route path="promotion/:id" element={<LegacyPromotionPage />} />
          <Route path="guvenilir-siteler" element={<CasinosPage />} />
          <Route path="casino/:idOrSlug" element={<CasinoPage />} />
          <Route path="blog" element={<BlogIndexPage />} />
          <Route path="blog/:idOrSlug" element={<BlogPostPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
        {/* The sitemap page has no footer. */}
        <Route element={<PublicLayout footer={false} />}>
          <Route path="sitemap" element={<SitemapPage />} />
        </Route>
      </Routes>
      <Toaster />
    </ErrorBoundary>
  );
}
