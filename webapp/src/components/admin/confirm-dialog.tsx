// Every delete asks first. The confirm button is busy (and the dialog locked) while it runs.
import { Dialog } from './dialog';
import { dangerButton, secondaryButton } from './buttons';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, message, confirmLabel = 'Sil', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      locked={busy}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onCancel} disabled={busy}>
            İptal
          </button>
          <button type="button" className={dangerButton} onClick={onConfirm} disabled={busy}>
            {busy ? 'Siliniyor...' : confirmLabel}
          </button>
        </>
      }
    >
      <p className="text-sm text-slate-300">{message}</p>
    </Dialog>
  );
}
