// Every delete, and every other destructive action, asks first. The confirm button is busy (and
// the dialog locked) while it runs; `tone="primary"` for an action that takes nothing away (a
// restore from the bin).
import { Dialog } from './dialog';
import { dangerButton, primaryButton, secondaryButton } from './buttons';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  busyLabel?: string;
  busy?: boolean;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Sil',
  busyLabel = 'Siliniyor...',
  busy = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
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
          <button type="button" className={tone === 'primary' ? primaryButton : dangerButton} onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      <p className="text-sm text-slate-300">{message}</p>
    </Dialog>
  );
}
