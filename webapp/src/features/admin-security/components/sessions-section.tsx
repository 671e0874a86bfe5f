// 'Oturumlar': the admin's own live sessions (every sign-in is one, for at most 12 hours), the
// one in use marked, each ended with 'Sonlandır' after a confirmation. Ending the session in use
// signs this browser out.
import { useNavigate } from 'react-router';
import { AdminTable } from '@/components/admin/admin-table';
import { smallButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { signOut } from '@/lib/admin-session';
import { useEndAdminSessionMutation, useGetAdminSessionsQuery } from '../api/security-admin-api';
import type { AdminSessionRow } from '../types/security';
import { failureText } from '../utils/failure-text';

const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => dateTime.format(new Date(iso));

export function SessionsSection() {
  const navigate = useNavigate();
  const sessions = useGetAdminSessionsQuery();
  const [end] = useEndAdminSessionMutation();
  const ending = useConfirmedDelete<AdminSessionRow>({
    remove: async (session) => {
      await end(session.id).unwrap();
      if (session.current) {
        await signOut();
        navigate('/admin/login', { replace: true });
      }
    },
    success: 'Oturum sonlandırıldı',
    failure: (error) => failureText(error, 'Oturum sonlandırılırken bir hata oluştu'),
    title: 'Oturumu Sonlandır',
    message: (session) =>
      session.current
        ? 'Bu, şu anda kullandığınız oturum. Sonlandırırsanız bu tarayıcıda çıkış yapılır.'
        : `${when(session.created_at)} tarihinde açılan oturum hemen kapanır; o cihazda yeniden giriş yapmak gerekir.`,
    confirmLabel: 'Sonlandır',
    busyLabel: 'Sonlandırılıyor...',
  });

  return (
    <section aria-labelledby="sessions-title" className="rounded-xl border border-slate-800 bg-slate-900 p-6">
      <h2 id="sessions-title" className="mb-1 text-lg font-semibold text-white">
        Oturumlar
      </h2>
      <p className="mb-5 text-sm text-slate-400">Hesabınızla açık olan oturumlar. Tanımadığınız ya da kaybettiğiniz bir cihazdaki oturumu sonlandırın.</p>
      <DataState
        isLoading={sessions.isLoading}
        error={sessions.error ? 'Oturumlar yüklenirken bir hata oluştu' : null}
        onRetry={sessions.refetch}
        isEmpty={(sessions.data ?? []).length === 0}
        empty="Açık oturum yok"
      >
        <AdminTable columns={['Açılış', 'Son Kullanım', 'Bitiş', 'İşlemler']} minWidth={640}>
          {sessions.data?.map((session) => (
            <tr key={session.id} className="text-slate-200">
              <td className="px-4 py-3">
                {when(session.created_at)}
                {session.current && <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-amber-400 px-2 py-0.5 text-xs font-semibold text-slate-950">bu oturum</span>}
              </td>
              <td className="px-4 py-3 text-slate-300">{when(session.last_used_at)}</td>
              <td className="px-4 py-3 text-slate-300">{when(session.expires_at)}</td>
              <td className="px-4 py-3 text-right">
                <button type="button" className={smallButton} onClick={() => ending.ask(session)}>
                  Sonlandır
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      </DataState>
      {ending.dialog}
    </section>
  );
}
