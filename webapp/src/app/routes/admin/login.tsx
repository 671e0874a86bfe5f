// /admin/login: the sign-in screen's frame. Signing in arrives with the back office.
import { useId, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { showToast } from '@/stores/toasts-slice';

export function AdminLoginPage() {
  const dispatch = useDispatch();
  const ids = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch(showToast('info', 'Yönetim paneli henüz kullanıma açılmadı.'));
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-950 px-4">
      <form onSubmit={onSubmit} className="w-full max-w-sm space-y-5 rounded-2xl border border-slate-800 bg-slate-900 p-8 shadow-xl" aria-labelledby={`${ids}-title`}>
        <div className="text-center">
          <h1 id={`${ids}-title`} className="text-2xl font-bold text-white">
            Admin Paneli
          </h1>
          <p className="mt-1 text-sm text-slate-400">Devam etmek için giriş yapın</p>
        </div>
        <div>
          <label htmlFor={`${ids}-email`} className="mb-1 block text-sm text-slate-200">
            E-posta
          </label>
          <input id={`${ids}-email`} type="email" autoComplete="username" className="w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-white" />
        </div>
        <div>
          <label htmlFor={`${ids}-password`} className="mb-1 block text-sm text-slate-200">
            Şifre
          </label>
          <input id={`${ids}-password`} type="password" autoComplete="current-password" className="w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-white" />
        </div>
        <button type="submit" className="w-full rounded-lg bg-amber-400 py-2.5 font-bold text-slate-950 hover:bg-amber-300">
          Giriş Yap
        </button>
      </form>
    </main>
  );
}
