// 'İki Adımlı Giriş': its state, and the way on (the password first, then ./totp-setup-panel),
// to new recovery codes (./new-recovery-codes-dialog) and off (./totp-disable-dialog). An account
// whose second factor is a security key already signs in in two steps: it is told so, and an
// authenticator app is offered as an addition, not as something that is off.
import { useState } from 'react';
import { dangerButton, primaryButton, secondaryButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { useGetTotpStatusQuery, useStartTotpSetupMutation } from '../api/security-admin-api';
import { useGetSecurityKeysQuery } from '../api/security-keys-api';
import type { TotpSetup } from '../types/security';
import { NewRecoveryCodesDialog } from './new-recovery-codes-dialog';
import { ReauthForm } from './reauth-form';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TotpDisableDialog } from './totp-disable-dialog';
import { TotpSetupPanel } from './totp-setup-panel';

const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' });

export function TotpSection() {
  const status = useGetTotpStatusQuery();
  const [start, { isLoading: starting }] = useStartTotpSetupMutation();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'disable' | 'codes' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const hasKeys = (useGetSecurityKeysQuery().data?.length ?? 0) > 0;

  const data = status.data;
  return (
    <section aria-labelledby="totp-title" className="rounded-xl border border-slate-800 bg-slate-900 p-6">
      <h2 id="totp-title" className="mb-1 text-lg font-semibold text-white">
        İki Adımlı Giriş
      </h2>
      <p className="mb-5 text-sm text-slate-400">Açıkken girişte şifrenizin yanında doğrulama uygulamanızdaki 6 haneli kod da sorulur.</p>
      <DataState isLoading={status.isLoading} error={status.error ? 'İki adımlı giriş durumu yüklenirken bir hata oluştu' : null} onRetry={status.refetch}>
        {data?.enabled ? (
          <div className="space-y-4">
            <p className="text-sm text-emerald-300">
              Açık{data.enabled_at ? ` (${dateTime.format(new Date(data.enabled_at))} tarihinden beri)` : ''}. Kalan kurtarma kodu: {data.recovery_codes_left}
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={secondaryButton} onClick={() => setDialog('codes')}>
                Yeni Kurtarma Kodları
              </button>
              <button type="button" className={dangerButton} onClick={() => setDialog('disable')}>
                İki Adımlı Girişi Kapat
              </button>
            </div>
          </div>
        ) : setup ? (
          <TotpSetupPanel
            setup={setup}
            onCancel={() => setSetup(null)}
            onDone={(made) => {
              setSetup(null);
              setCodes(made);
            }}
          />
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-slate-300">
              {hasKeys ? 'Açık: girişte güvenlik anahtarınız soruluyor. İsterseniz doğrulama uygulaması da ekleyebilirsiniz.' : 'Kapalı.'}
            </p>
            {confirming ? (
              <ReauthForm
                submitLabel="Devam Et"
                busyLabel="Hazırlanıyor..."
                failure="İki adımlı giriş kurulumu başlatılamadı"
                onCancel={() => setConfirming(false)}
                onConfirmed={async (body) => {
                  setSetup(await start(body).unwrap());
                  setConfirming(false);
                }}
              />
            ) : (
              <button type="button" className={primaryButton} disabled={starting} onClick={() => setConfirming(true)}>
                {hasKeys ? 'Doğrulama Uygulaması Ekle' : 'İki Adımlı Girişi Aç'}
              </button>
            )}
          </div>
        )}
      </DataState>
      {dialog === 'disable' && <TotpDisableDialog open onClose={() => setDialog(null)} />}
      {dialog === 'codes' && (
        <NewRecoveryCodesDialog
          open
          onClose={() => setDialog(null)}
          onCodes={(made) => {
            setDialog(null);
            setCodes(made);
          }}
        />
      )}
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </section>
  );
}
