// New recovery codes for the password and a current code; the old ones stop working.
import { useDispatch } from 'react-redux';
import { Dialog } from '@/components/admin/dialog';
import { showToast } from '@/stores/toasts-slice';
import { useNewRecoveryCodesMutation } from '../api/security-admin-api';
import { ReauthForm } from './reauth-form';

export function NewRecoveryCodesDialog({ open, onClose, onCodes }: { open: boolean; onClose: () => void; onCodes: (codes: string[]) => void }) {
  const dispatch = useDispatch();
  const [renew] = useNewRecoveryCodesMutation();
  return (
    <Dialog open={open} title="Yeni Kurtarma Kodları" onClose={onClose}>
      <p className="mb-4 text-sm text-slate-300">Yeni kodlar oluşturulunca eski kurtarma kodlarının hiçbiri artık çalışmaz.</p>
      <ReauthForm
        submitLabel="Yeni Kodları Oluştur"
        busyLabel="Oluşturuluyor..."
        failure="Kurtarma kodları oluşturulamadı"
        onCancel={onClose}
        onConfirmed={async (body) => {
          const answer = await renew(body).unwrap();
          dispatch(showToast('success', 'Yeni kurtarma kodları oluşturuldu'));
          onCodes(answer.recovery_codes);
        }}
      />
    </Dialog>
  );
}
