// Turning two-step sign-in off: the password and a second factor (a current code, a recovery code
// or, when the account has one, a security key). With a key the sign-in still asks for the key.
import { useDispatch } from 'react-redux';
import { Dialog } from '@/components/admin/dialog';
import { showToast } from '@/stores/toasts-slice';
import { useDisableTotpMutation } from '../api/security-admin-api';
import { useGetSecurityKeysQuery } from '../api/security-keys-api';
import { ReauthForm } from './reauth-form';

export function TotpDisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useDispatch();
  const [disable] = useDisableTotpMutation();
  const hasKeys = (useGetSecurityKeysQuery().data?.length ?? 0) > 0;
  return (
    <Dialog open={open} title="İki Adımlı Girişi Kapat" onClose={onClose}>
      <p className="mb-4 text-sm text-slate-300">
        {hasKeys
          ? 'Kapatınca girişte doğrulama kodu sorulmaz; güvenlik anahtarınız sorulmaya devam eder.'
          : 'Kapatınca girişte yalnızca şifreniz sorulur. Onaylamak için şifrenizi ve bir kod girin.'}
      </p>
      <ReauthForm
        submitLabel="Kapat"
        busyLabel="Kapatılıyor..."
        failure="İki adımlı giriş kapatılamadı"
        onCancel={onClose}
        onConfirmed={async (body) => {
          await disable(body).unwrap();
          dispatch(showToast('success', 'İki adımlı giriş kapatıldı'));
          onClose();
        }}
      />
    </Dialog>
  );
}
