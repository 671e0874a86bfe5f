// 'Şifre': the admin changes its own password with the current one (and a current code when
// two-step sign-in is on); every other session of the account ends.
import { useDispatch } from 'react-redux';
import { markPasswordChanged } from '@/lib/admin-session';
import { showToast } from '@/stores/toasts-slice';
import { useChangePasswordMutation } from '../api/security-admin-api';
import { ReauthForm } from './reauth-form';

export function PasswordSection() {
  const dispatch = useDispatch();
  const [change] = useChangePasswordMutation();
  return (
    <section aria-labelledby="password-title" className="rounded-xl border border-slate-800 bg-slate-900 p-6">
      <h2 id="password-title" className="mb-1 text-lg font-semibold text-white">
        Şifre
      </h2>
      <p className="mb-5 text-sm text-slate-400">Şifreniz değişince bu oturum dışındaki bütün oturumlarınız kapanır.</p>
      <ReauthForm
        withNewPassword
        submitLabel="Şifreyi Değiştir"
        busyLabel="Değiştiriliyor..."
        failure="Şifre değiştirilemedi"
        onConfirmed={async (body) => {
          await change(body).unwrap();
          markPasswordChanged();
          dispatch(showToast('success', 'Şifreniz değiştirildi; diğer oturumlarınız kapatıldı'));
        }}
      />
    </section>
  );
}
