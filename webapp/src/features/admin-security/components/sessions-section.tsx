// 'Oturumlar': the admin's own live sessions (every sign-in is one, for at most 12 hours) with
// when each started and was last used, its browser and a coarse address; the one in use marked.
// Ending one needs the password (and the account's second factor, a code or a security key). Ending the
// session in use signs this browser out.
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { AdminTable } from '@/components/admin/admin-table';
import { smallButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { Dialog } from '@/components/admin/dialog';
import { signOut } from '@/lib/admin-session';
import { showToast } from '@/stores/toasts-slice';
import { useEndAdminSessionMutation, useGetAdminSessionsQuery } from '../api/security-admin-api';
import type { AdminSessionRow } from '../types/security';
import { ReauthForm } from './reauth-form';

const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => dateTime.format(new Date(iso));

export function SessionsSection() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const sessions = useGetAdminSessionsQuery();
  const [end] = useEndAdminSessionMutation();
  const [ending, setEnding] = useState<AdminSessionRow | null>(null);

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
        <AdminTable columns={['Açılış', 'Son Kullanım', 'Tarayıcı', 'Adres', 'İşlemler']} minWidth={720}>
          {sessions.data?.map((session) => (
            <tr key={session.id} className="text-slate-200">
              <td className="px-4 py-3">
                {when(session.created_at)}
                {session.current && <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-amber-400 px-2 py-0.5 text-xs font-semibold text-slate-950">bu oturum</span>}
              </td>
              <td className="px-4 py-3 text-slate-300">{when(session.last_used_at)}</td>
              <td className="px-4 py-3 text-slate-300">{session.browser || 'Bilinmeyen tarayıcı'}</td>
              <td className="px-4 py-3 font-mono text-xs text-slate-300">{session.address || '—'}</td>
              <td className="px-4 py-3 text-right">
                <button type="button" className={smallButton} onClick={() => setEnding(session)}>
                  Sonlandır
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      </DataState>
      {ending && (
        <Dialog open title="Oturumu Sonlandır" onClose={() => setEnding(null)}>
          <p className="mb-4 text-sm text-slate-300">
            {ending.current
              ? 'Bu, şu anda kullandığınız oturum. Sonlandırırsanız bu tarayıcıda çıkış yapılır.'
              : `${when(ending.created_at)} tarihinde açılan oturum hemen kapanır; o cihazda yeniden giriş yapmak gerekir.`}{' '}
            Onaylamak için şifrenizi girin.
          </p>
          <ReauthForm
            submitLabel="Sonlandır"
            busyLabel="Sonlandırılıyor..."
            failure="Oturum sonlandırılırken bir hata oluştu"
            onCancel={() => setEnding(null)}
            onConfirmed={async (body) => {
              await end({ id: ending.id, body }).unwrap();
              dispatch(showToast('success', 'Oturum sonlandırıldı'));
              const wasCurrent = ending.current;
              setEnding(null);
              if (wasCurrent) {
                await signOut();
                navigate('/admin/login', { replace: true });
              }
            }}
          />
        </Dialog>
      )}
    </section>
  );
}
