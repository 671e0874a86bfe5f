// New recovery codes for a current code; the old ones stop working.
import { useDispatch } from 'react-redux';
import { Dialog } from '@/components/admin/dialog';
import { showToast } from '@/stores/toasts-slice';
import { useNewRecoveryCodesMutation } from '../api/security-admin-api';
import { CodeForm } from './code-form';

export function NewRecoveryCodesDialog({ open, onClose, onCodes }: { open: boolean; onClose: () => void; onCodes: (codes: string[]) => void }) {
  const dispatch = useDispatch();
  const [renew] = useNewRecoveryCodesMutation();
  return (
    <Dialog open={open} title="Yeni Kurtarma Kodları" onClose={onClose}>
      <p className="mb-4 text-sm text-slate-300">Yeni kodlar oluşturulunca eski kurtarma kodlarının hiçbiri artık çalışmaz.</p>
      <CodeForm
        submitLabel="Yeni Kodları Oluştur"
        busyLabel="Oluşturuluyor..."
        onCancel={onClose}
        onCode={async (code) => {
          const answer = await renew({ code }).unwrap();
          dispatch(showToast('success', 'Yeni kurtarma kodları oluşturuldu'));
          onCodes(answer.recovery_codes);
        }}
      />
    </Dialog>
  );
}
