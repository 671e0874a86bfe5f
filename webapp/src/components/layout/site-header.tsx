// The fixed top header: logo (home), the desktop navigation and, below the md breakpoint, the
// hamburger button that opens the drawer. 4rem high on phones, 5rem on wider screens.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { NAV_LINKS, SITE_NAME } from '@/lib/site';
import { scrollToTopSmoothly } from '@/lib/scroll';
import { MobileDrawer } from './mobile-drawer';

export function SiteHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // A navigation by any other means (back button) also closes the drawer.
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-800/80 bg-slate-950/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:h-20 md:px-6">
        <div className="flex items-center gap-2">
          <button
            ref={menuButtonRef}
            type="button"
            className="rounded-md p-2 text-slate-200 hover:bg-slate-800 md:hidden"
            aria-label="Menüyü aç"
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? 'mobile-drawer' : undefined}
            onClick={() => setDrawerOpen(true)}
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            </svg>
          </button>
          <Link to="/" onClick={scrollToTopSmoothly} className="block rounded-md" aria-label={`${SITE_NAME} ana sayfa`}>
            <img src="/logo.svg" alt={SITE_NAME} width={150} height={40} className="h-auto w-[130px] max-w-[150px] md:w-[150px]" />
          </Link>
        </div>
        <nav aria-label="Ana menü" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  onClick={scrollToTopSmoothly}
                  className={({ isActive }) =>
                    `rounded-lg px-4 py-2 text-sm font-medium transition-colors ${isActive ? 'text-amber-300' : 'text-slate-200 hover:bg-slate-800 hover:text-white'}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="w-10 md:hidden" aria-hidden="true" />
      </div>
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} />
    </header>
  );
}
