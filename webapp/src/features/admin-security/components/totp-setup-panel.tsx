// Turning two-step sign-in on: the secret as a QR code, as an otpauth:// address and as text;
// on only after a current code confirms it, which answers the ten recovery codes (and ends every
// other session of the account).
import { useDispatch } from 'react-redux';
import { markEnrolled } from '@/lib/admin-session';
import { showToast } from '@/stores/toasts-slice';
import { useEnableTotpMutation } from '../api/security-admin-api';
import type { TotpSetup } from '../types/security';
import { CodeForm } from './code-form';
import { QrCode } from './qr-code';

/** The secret in groups of four, easier to type from the screen. */
function grouped(secret: string) {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

export function TotpSetupPanel({ setup, onDone, onCancel }: { setup: TotpSetup; onDone: (codes: string[]) => void; onCancel: () => void }) {
  const dispatch = useDispatch();
  const [enable] = useEnableTotpMutation();
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-300">
        <li>Doğrulama uygulamanızı açın (Google Authenticator, Microsoft Authenticator, 1Password, Aegis...).</li>
        <li>QR kodunu okutun ya da anahtarı elle girin.</li>
        <li>Uygulamanın gösterdiği 6 haneli kodu girip onaylayın.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        <QrCode uri={setup.otpauth_uri} />
        <div className="min-w-0 flex-1 space-y-3 text-sm">
          <div>
            <p className="font-medium text-slate-200">Anahtar</p>
            <code data-testid="totp-secret" className="mt-1 block break-all rounded-md bg-slate-950 px-3 py-2 font-mono text-amber-300">
              {grouped(setup.secret)}
            </code>
          </div>
          <div>
            <p className="font-medium text-slate-200">Bağlantı (otpauth)</p>
            <code className="mt-1 block break-all rounded-md bg-slate-950 px-3 py-2 font-mono text-xs text-slate-300">{setup.otpauth_uri}</code>
          </div>
        </div>
      </div>
      <CodeForm
        submitLabel="Onayla ve Aç"
        busyLabel="Onaylanıyor..."
        onCancel={onCancel}
        onCode={async (code) => {
          const answer = await enable({ code }).unwrap();
          dispatch(showToast('success', 'İki adımlı giriş açıldı'));
          onDone(answer.recovery_codes);
          markEnrolled();
        }}
      />
    </div>
  );
}
