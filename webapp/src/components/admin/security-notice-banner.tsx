// The frame's banner while the admin has unread security notices (a changed password, a new
// device, a code used twice...): shown on every back-office page until they are marked read on
// 'Güvenlik'. Nothing while only the password change or the two-step setup is open.
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { getSession, subscribeSession } from '@/lib/admin-session';
import { useGetSecurityNoticesQuery } from '@/lib/security-notices-api';

export function SecurityNoticeBanner() {
  const session = useSyncExternalStore(subscribeSession, getSession);
  const gated = !session || session.mustEnrol || session.mustChangePassword === true;
  const { data } = useGetSecurityNoticesQuery(undefined, { skip: gated });
  if (gated || !data || data.unread === 0) return null;
  return (
    <div role="status" className="border-b border-amber-500/40 bg-amber-500/10 px-4 py-2 text-sm text-amber-200">
      Hesabınızla ilgili {data.unread} okunmamış güvenlik bildirimi var.{' '}
      <Link to="/admin/security" className="font-semibold underline underline-offset-2">
        Güvenlik sayfasında görün
      </Link>
    </div>
  );
}
