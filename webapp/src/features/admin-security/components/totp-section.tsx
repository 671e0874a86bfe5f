// 'İki Adımlı Giriş': turning TOTP on (a secret shown as a QR code, as an otpauth:// address and
// as text; on only after a current code confirms it), new recovery codes for a current code, and
// turning it off with the password and a code or a recovery code.
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import QRCode from 'qrcode';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { dangerButton, inputClass, primaryButton, secondaryButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { Dialog } from '@/components/admin/dialog';
import { FormField } from '@/components/admin/form-field';
import { applyServerErrors } from '@/lib/admin-form';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { showToast } from '@/stores/toasts-slice';
import {
  useDisableTotpMutation,
  useEnableTotpMutation,
  useGetTotpStatusQuery,
  useNewRecoveryCodesMutation,
  useStartTotpSetupMutation,
} from '../api/security-admin-api';
import {
  codeFields,
  codeSchema,
  disableBody,
  disableFields,
  disableSchema,
  type CodeInput,
  type DisableInput,
  type TotpSetup,
} from '../types/security';
import { RecoveryCodesDialog } from './recovery-codes-dialog';

/** What a failed call says: the api's own message, else `fallback`. A 422 goes on its fields only. */
const failureText = (error: unknown, fallback: string) => errorMessage(error as FetchBaseQueryError, fallback);

const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' });

/** The secret in groups of four, easier to type from the screen. */
function grouped(secret: string) {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [uri]);
  if (!src) return null;
  return <img src={src} alt="Doğrulama uygulaması için QR kodu" width={192} height={192} className="rounded-lg bg-white p-2" />;
}

/** A form with one field, the current 6-digit code. Nothing typed is lost when the save fails. */
function CodeForm({ submitLabel, busyLabel, onCode, onCancel }: {
  submitLabel: string;
  busyLabel: string;
  onCode: (code: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const ids = useId();
  const dispatch = useDispatch();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeInput, unknown, { code: string }>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  async function onSubmit(input: { code: string }) {
    try {
      await onCode(input.code);
    } catch (error) {
      const rest = applyServerErrors(error, codeFields, setError);
      if (rest !== null || errorStatus(error as FetchBaseQueryError) !== 422) dispatch(showToast('error', rest ?? failureText(error, 'Kod doğrulanamadı')));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <FormField id={`${ids}-code`} label="Doğrulama Kodu" error={errors.code?.message} hint="Doğrulama uygulamanızdaki 6 haneli kod">
        <input
          id={`${ids}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          aria-invalid={!!errors.code}
          className={`${inputClass} max-w-40`}
          {...register('code')}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={isSubmitting}>
          {isSubmitting ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={secondaryButton} onClick={onCancel} disabled={isSubmitting}>
            Vazgeç
          </button>
        )}
      </div>
    </form>
  );
}

function SetupPanel({ setup, onDone, onCancel }: { setup: TotpSetup; onDone: (codes: string[]) => void; onCancel: () => void }) {
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
        }}
      />
    </div>
  );
}

function DisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ids = useId();
  const dispatch = useDispatch();
  const [disable] = useDisableTotpMutation();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<DisableInput>({
    resolver: zodResolver(disableSchema),
    defaultValues: { password: '', factor: 'code', code: '', recovery_code: '' },
  });
  const factor = watch('factor');

  async function onSubmit(input: DisableInput) {
    try {
      await disable(disableBody(input)).unwrap();
      dispatch(showToast('success', 'İki adımlı giriş kapatıldı'));
      onClose();
    } catch (error) {
      const rest = applyServerErrors(error, disableFields, setError);
      if (rest !== null || errorStatus(error as FetchBaseQueryError) !== 422)
        dispatch(showToast('error', rest ?? failureText(error, 'İki adımlı giriş kapatılamadı')));
    }
  }

  return (
    <Dialog
      open={open}
      title="İki Adımlı Girişi Kapat"
      onClose={onClose}
      locked={isSubmitting}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onClose} disabled={isSubmitting}>
            İptal
          </button>
          <button type="submit" form={`${ids}-form`} className={dangerButton} disabled={isSubmitting}>
            {isSubmitting ? 'Kapatılıyor...' : 'Kapat'}
          </button>
        </>
      }
    >
      <form id={`${ids}-form`} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <p className="text-sm text-slate-300">Kapatınca girişte yalnızca şifreniz sorulur. Onaylamak için şifrenizi ve bir kod girin.</p>
        <FormField id={`${ids}-password`} label="Şifre" error={errors.password?.message}>
          <input id={`${ids}-password`} type="password" autoComplete="current-password" aria-invalid={!!errors.password} className={inputClass} {...register('password')} />
        </FormField>
        {factor === 'code' ? (
          <FormField id={`${ids}-code`} label="Doğrulama Kodu" error={errors.code?.message}>
            <input id={`${ids}-code`} inputMode="numeric" autoComplete="one-time-code" maxLength={7} aria-invalid={!!errors.code} className={inputClass} {...register('code')} />
          </FormField>
        ) : (
          <FormField id={`${ids}-recovery`} label="Kurtarma Kodu" error={errors.recovery_code?.message}>
            <input id={`${ids}-recovery`} autoComplete="off" spellCheck={false} aria-invalid={!!errors.recovery_code} className={inputClass} {...register('recovery_code')} />
          </FormField>
        )}
        <button
          type="button"
          className="text-sm text-amber-400 underline-offset-2 hover:underline"
          onClick={() => {
            clearErrors(['code', 'recovery_code']);
            setValue('factor', factor === 'code' ? 'recovery' : 'code');
          }}
        >
          {factor === 'code' ? 'Kurtarma kodu kullan' : 'Doğrulama uygulamasındaki kodu kullan'}
        </button>
      </form>
    </Dialog>
  );
}

function NewCodesDialog({ open, onClose, onCodes }: { open: boolean; onClose: () => void; onCodes: (codes: string[]) => void }) {
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

export function TotpSection() {
  const dispatch = useDispatch();
  const status = useGetTotpStatusQuery();
  const [start, { isLoading: starting }] = useStartTotpSetupMutation();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'disable' | 'codes' | null>(null);

  async function begin() {
    try {
      setSetup(await start().unwrap());
    } catch (error) {
      dispatch(showToast('error', failureText(error, 'İki adımlı giriş kurulumu başlatılamadı')));
    }
  }

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
          <SetupPanel
            setup={setup}
            onCancel={() => setSetup(null)}
            onDone={(made) => {
              setSetup(null);
              setCodes(made);
            }}
          />
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-slate-300">Kapalı.</p>
            <button type="button" className={primaryButton} disabled={starting} onClick={() => void begin()}>
              {starting ? 'Hazırlanıyor...' : 'İki Adımlı Girişi Aç'}
            </button>
          </div>
        )}
      </DataState>
      {dialog === 'disable' && <DisableDialog open onClose={() => setDialog(null)} />}
      {dialog === 'codes' && (
        <NewCodesDialog
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
