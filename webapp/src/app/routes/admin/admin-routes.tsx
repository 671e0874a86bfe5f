// The back office's routes, loaded as their own chunk so public visitors never download them.
// Every page but the sign-in screen is behind the guard, inside the admin layout.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from '@/components/admin/admin-layout';
import { ActivityPage } from '@/features/admin-activity/components/activity-page';
import { BinPage } from '@/features/admin-bin/components/bin-page';
import { BlogListPage } from '@/features/admin-blog/components/blog-list-page';
import { BlogPreviewPage } from '@/features/admin-blog/components/blog-preview-page';
import { LoginPage } from '@/features/admin-auth/components/login-page';
import { RequireAdmin } from '@/features/admin-auth/components/require-admin';
import { CasinoListPage } from '@/features/admin-casinos/components/casino-list-page';
import { CategoriesPage } from '@/features/admin-categories/components/categories-page';
import { CommentsPage } from '@/features/admin-comments/components/comments-page';
import { DashboardPage } from '@/features/admin-dashboard/components/dashboard-page';
import { PromotionListPage } from '@/features/admin-promotions/components/promotion-list-page';
import { PublisherTestPage } from '@/features/admin-publishing/components/publisher-test-page';
import { ScheduledPublishingPage } from '@/features/admin-publishing/components/scheduled-publishing-page';
import { SeoSettingsPage } from '@/features/admin-seo/components/seo-settings-page';
import { SplashAdFormPage } from '@/features/admin-splash-ads/components/splash-ad-form-page';
import { SplashAdListPage } from '@/features/admin-splash-ads/components/splash-ad-list-page';
import { EntityHistoryPage } from './entity-history-page';

// 'İstatistikler' and its chart library load only when the screen is opened; so do the forms with
// the rich-text editor and the security page with its QR code library, which would otherwise be
// most of this chunk: the lists, the screens most often opened first, parse and run less before
// their first rows.
const StatsPage = lazy(() => import('@/features/admin-stats/components/stats-page').then((module) => ({ default: module.StatsPage })));
const BlogEditorPage = lazy(() => import('@/features/admin-blog/components/blog-editor-page').then((module) => ({ default: module.BlogEditorPage })));
const CasinoFormPage = lazy(() => import('@/features/admin-casinos/components/casino-form-page').then((module) => ({ default: module.CasinoFormPage })));
const PromotionFormPage = lazy(() =>
  import('@/features/admin-promotions/components/promotion-form-page').then((module) => ({ default: module.PromotionFormPage })),
);
const SecurityPage = lazy(() => import('@/features/admin-security/components/security-page').then((module) => ({ default: module.SecurityPage })));
const SettingsPage = lazy(() => import('@/features/admin-settings/components/settings-page').then((module) => ({ default: module.SettingsPage })));

function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p className="text-sm text-slate-400">Yükleniyor...</p>}>{children}</Suspense>;
}

export function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/admin/login" replace />} />
      <Route path="login" element={<LoginPage />} />
      <Route
        element={
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        }
      >
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="casinos" element={<CasinoListPage />} />
        <Route path="casinos/new" element={<Later><CasinoFormPage /></Later>} />
        <Route path="casinos/edit/:id" element={<Later><CasinoFormPage /></Later>} />
        <Route path="promotions" element={<PromotionListPage />} />
        <Route path="promotions/new" element={<Later><PromotionFormPage /></Later>} />
        <Route path="promotions/edit/:id" element={<Later><PromotionFormPage /></Later>} />
        <Route path="splash-ads" element={<SplashAdListPage />} />
        <Route path="splash-ads/new" element={<SplashAdFormPage />} />
        <Route path="splash-ads/edit/:id" element={<SplashAdFormPage />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="comments" element={<CommentsPage />} />
        <Route path="settings" element={<Later><SettingsPage /></Later>} />
        <Route path="seo-settings" element={<SeoSettingsPage />} />
        <Route path="security" element={<Later><SecurityPage /></Later>} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/new" element={<Later><BlogEditorPage /></Later>} />
        <Route path="blog/edit/:id" element={<Later><BlogEditorPage /></Later>} />
        <Route path="blog/preview/:id" element={<BlogPreviewPage />} />
        <Route path="scheduled-publishing" element={<ScheduledPublishingPage />} />
        <Route path="test-edge-function" element={<PublisherTestPage />} />
        <Route path="history/:type/:id" element={<EntityHistoryPage />} />
        <Route path="bin" element={<BinPage />} />
        <Route path="activity" element={<ActivityPage />} />
        <Route
          path="stats"
          element={
            <Later>
              <StatsPage />
            </Later>
          }
        />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
