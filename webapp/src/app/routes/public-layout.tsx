// The public pages' layout: fixed header, main content, footer with the latest posts (not on
// the sitemap page) and the splash popup.
import { Outlet } from 'react-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { useGetLatestPostsQuery } from '@/features/blog/api/blog-api';
import { SplashPopup } from '@/features/splash/components/splash-popup';
import { splashDelayMs } from '@/features/splash/utils/splash-config';

function LayoutFooter() {
  const { data } = useGetLatestPostsQuery();
  return <SiteFooter latestPosts={(data ?? []).slice(0, 4)} />;
}

export function PublicLayout({ footer = true }: { footer?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[80] focus:rounded-lg focus:bg-amber-400 focus:px-4 focus:py-2 focus:text-slate-950"
      >
        İçeriğe geç
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none md:pt-20">
        <Outlet />
      </main>
      {footer && <LayoutFooter />}
      <SplashPopup delayMs={splashDelayMs()} />
    </div>
  );
}
