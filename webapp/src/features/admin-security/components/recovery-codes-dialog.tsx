// The recovery codes, shown once (when two-step sign-in is turned on, and when they are made
// anew): a list to write down or copy, and a warning that they will not be shown again.
import { useState } from 'react';
import { primaryButton, secondaryButton } from '@/components/admin/buttons';
import { Dialog } from '@/components/admin/dialog';

export function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes?.join('\n') ?? '');
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <Dialog
      open={codes !== null}
      title="Kurtarma Kodları"
      onClose={onClose}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={() => void copy()}>
            {copied ? 'Kopyalandı' : 'Kodları Kopyala'}
          </button>
          <button type="button" className={primaryButton} onClick={onClose}>
            Kodları Kaydettim
          </button>
        </>
      }
    >
      <p className="text-sm text-slate-300">
        Telefonunuza erişemediğinizde bu kodlardan biriyle giriş yapabilirsiniz. Her kod yalnızca bir kez kullanılabilir. Kodlar bir daha
        gösterilmeyecek; güvenli bir yere kaydedin.
      </p>
      <ul aria-label="Kurtarma kodları" className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm text-white">
        {codes?.map((code) => (
          <li key={code} className="rounded-md bg-slate-950 px-3 py-2 text-center">
            {code}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
