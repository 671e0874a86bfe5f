// The small-screen navigation: a left drawer (18rem) over a dimmed overlay. While open the page
// does not scroll, focus stays inside, and Escape, the overlay, the close button or a link
// closes it; focus then returns to the button that opened it. It renders into <body>: the
// header's backdrop blur would otherwise become the containing block of its fixed layers.
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from 'react-router';
import { NAV_LINKS } from '@/lib/site';
import { scrollToTopSmoothly } from '@/lib/scroll';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
}

export function MobileDrawer({ open, onClose }: MobileDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panelRef.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 md:hidden">
      <div className="drawer-overlay absolute inset-0 bg-black/60" onClick={onClose} data-testid="drawer-overlay" aria-hidden="true" />
      <div
        ref={panelRef}
        id="mobile-drawer"
        role="dialog"
        aria-modal="true"
        aria-label="Menü"
        className="drawer-panel absolute inset-y-0 left-0 flex w-[18rem] flex-col border-r border-slate-800 bg-slate-950 shadow-2xl"
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-800 px-4">
          <span className="font-semibold text-white">Menü</span>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="rounded-md p-2 text-slate-300 hover:bg-slate-800 hover:text-white"
            aria-label="Menüyü kapat"
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav aria-label="Mobil menü" className="flex flex-col gap-1 p-4">
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === '/'}
              onClick={() => {
                onClose();
                scrollToTopSmoothly();
              }}
              className={({ isActive }) =>
                `rounded-lg px-4 py-3 text-base font-medium ${isActive ? 'bg-amber-400/15 text-amber-300' : 'text-slate-200 hover:bg-slate-800'}`
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </div>,
    document.body,
  );
}
