// The back office's frame: the side menu in the spec's order (a drawer on small screens), the
// top bar 'Admin' with the signed-in account and the logout.
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { getSession, signOut } from '@/lib/admin-session';
import { SecurityNoticeBanner } from './security-notice-banner';

export const ADMIN_MENU = [
  { to: '/admin/dashboard', label: 'Gösterge Paneli' },
  { to: '/admin/promotions', label: 'Promosyonlar' },
  { to: '/admin/splash-ads', label: 'Splash Reklamlar' },
  { to: '/admin/categories', label: 'Kategoriler' },
  { to: '/admin/casinos', label: 'Casino Siteleri' },
  { to: '/admin/comments', label: 'Yorumlar' },
  { to: '/admin/blog', label: 'Blog Yazıları' },
  { to: '/admin/scheduled-publishing', label: 'Zamanlanmış Yayınlama' },
  { to: '/admin/seo-settings', label: 'SEO Ayarları' },
  { to: '/admin/settings', label: 'Site Ayarları' },
  { to: '/admin/security', label: 'Güvenlik' },
  { to: '/admin/stats', label: 'İstatistikler' },
  { to: '/admin/bin', label: 'Çöp Kutusu' },
  { to: '/admin/activity', label: 'Etkinlik Günlüğü' },
] as const;

export function AdminLayout() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const email = getSession()?.user.email;

  async function logout() {
    await signOut();
    navigate('/admin/login', { replace: true });
  }

  return (
    <div className="min-h-screen bg-slate-950 text-slate-100 lg:flex">
      <aside
        id="admin-menu"
        className={`fixed inset-y-0 left-0 z-40 w-64 transform border-r border-slate-800 bg-slate-900 transition-transform lg:static lg:translate-x-0 ${open ? 'translate-x-0' : '-translate-x-full'}`}
        aria-label="Yönetim menüsü"
      >
        <div className="flex h-14 items-center border-b border-slate-800 px-5 text-lg font-bold text-amber-400">Bonus Rehberi</div>
        <nav className="flex flex-col gap-1 p-3">
          {ADMIN_MENU.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                `rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-amber-400 text-slate-950' : 'text-slate-300 hover:bg-slate-800 hover:text-white'}`
              }
            >
              {item.label}
            </NavLink>
          ))}
          <button type="button" onClick={() => void logout()} className="mt-4 rounded-lg px-3 py-2 text-left text-sm font-medium text-red-300 hover:bg-slate-800">
            Çıkış Yap
          </button>
        </nav>
      </aside>
      {open && <div className="fixed inset-0 z-30 bg-black/50 lg:hidden" onClick={() => setOpen(false)} />}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-800 bg-slate-900/95 px-4">
          <button
            type="button"
            className="rounded-md border border-slate-700 px-2 py-1 text-sm lg:hidden"
            aria-controls="admin-menu"
            aria-expanded={open}
            aria-label="Menüyü aç"
            onClick={() => setOpen((v) => !v)}
          >
            ☰
          </button>
          <span className="text-lg font-bold text-white">Admin</span>
          <span className="ml-auto hidden text-sm text-slate-400 sm:inline">{email}</span>
          <button type="button" onClick={() => void logout()} className="rounded-md border border-slate-700 px-3 py-1 text-sm hover:bg-slate-800">
            Çıkış Yap
          </button>
        </header>
        <SecurityNoticeBanner />
        <main className="mx-auto w-full max-w-7xl flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
