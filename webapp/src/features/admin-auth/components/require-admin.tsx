// The guard of every back-office page: a spinner while the session is checked, the sign-in
// page (with the spec's toast) for a visitor who is not signed in, 'Yetkilendirme hatası oluştu'
// when the check itself failed (the api unreachable or answering 5xx), and the security page for
// an admin who must change an initial password or set up two-step sign-in first (the api opens
// nothing else until then).
import { useEffect, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { showToast } from '@/stores/toasts-slice';
import { sessionCheckFailed, useAdminSession } from '../hooks/use-admin-session';

export function AuthSpinner({ text }: { text: string }) {
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-950 text-slate-300">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-slate-700 border-t-amber-400" />
      <p>{text}</p>
    </div>
  );
}

export const ENROLMENT_PATH = '/admin/security';

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, session } = useAdminSession();
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  useEffect(() => {
    if (status === 'signed-out')
      dispatch(showToast('error', sessionCheckFailed() ? 'Yetkilendirme hatası oluştu' : 'Bu sayfaya erişmek için giriş yapmalısınız'));
  }, [status, dispatch]);
  if (status === 'checking') return <AuthSpinner text="Yetkilendirme kontrol ediliyor..." />;
  if (status === 'signed-out') return <Navigate to="/admin/login" replace />;
  if ((session?.mustChangePassword || session?.mustEnrol) && pathname !== ENROLMENT_PATH) return <Navigate to={ENROLMENT_PATH} replace />;
  return <>{children}</>;
}
