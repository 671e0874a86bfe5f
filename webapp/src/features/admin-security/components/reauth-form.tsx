// Confirming a sensitive change with the current password and the account's second factor: a
// security key when it has one (the browser's ceremony runs on submit), a current code or a
// recovery code when two-step sign-in with an app is on; for a password change also the new
// password. Which factors apply is read from the account's own state, so an account whose only
// second factor is its keys is never asked for a code. Used to set up and turn off two-step
// sign-in, to make new recovery codes, to add and remove keys, to end a session, to change the
// password and to lift the second-factor requirement. A 422 goes on its field; what was typed stays.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { inputClass, primaryButton, secondaryButton } from '@/components/admin/buttons';
import { FormField } from '@/components/admin/form-field';
import { applyServerErrors } from '@/lib/admin-form';
import { errorStatus } from '@/lib/api-error';
import { getAssertion, keyFailure } from '@/lib/webauthn';
import { showToast } from '@/stores/toasts-slice';
import { useGetTotpStatusQuery } from '../api/security-admin-api';
import { useGetSecurityKeysQuery, useSecurityKeyChallengeMutation } from '../api/security-keys-api';
import { passwordStrength, reauthBody, reauthFields, reauthSchema, type ReauthBody, type ReauthFactor, type ReauthInput } from '../types/security';
import { failureText } from '../utils/failure-text';

interface ReauthFormProps {
  withNewPassword?: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The toast when the api refuses for another reason than a field. */
  failure: string;
  onConfirmed: (body: ReauthBody) => Promise<void>;
  onCancel?: () => void;
}

const switchLink = 'text-sm text-amber-400 underline-offset-2 hover:underline';

export function ReauthForm(props: ReauthFormProps) {
  const totp = useGetTotpStatusQuery();
  const keys = useGetSecurityKeysQuery();
  const totpOn = totp.data?.enabled ?? false;
  const hasKeys = (keys.data?.length ?? 0) > 0;
  // Starts again when the account's factors become known (or change).
  return <FactorForm key={`${totpOn}-${hasKeys}`} totpOn={totpOn} hasKeys={hasKeys} {...props} />;
}

function FactorForm({ totpOn, hasKeys, withNewPassword = false, submitLabel, busyLabel, failure, onConfirmed, onCancel }: ReauthFormProps & { totpOn: boolean; hasKeys: boolean }) {
  const ids = useId();
  const dispatch = useDispatch();
  const [challenge] = useSecurityKeyChallengeMutation();
  const initial: ReauthFactor = hasKeys ? 'key' : totpOn ? 'code' : 'none';
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReauthInput>({
    resolver: zodResolver(reauthSchema(withNewPassword)),
    defaultValues: { password: '', factor: initial, code: '', recovery_code: '', new_password: '' },
  });
  const factor = watch('factor');
  const newPassword = watch('new_password');
  const [shown, setShown] = useState(false);

  function choose(next: ReauthFactor) {
    clearErrors(['code', 'recovery_code', 'security_key']);
    setValue('factor', next);
  }

  async function onSubmit(input: ReauthInput) {
    const body: ReauthBody = reauthBody(input, withNewPassword);
    if (input.factor === 'key') {
      try {
        body.security_key = await getAssertion(await challenge().unwrap());
      } catch (error) {
        // The challenge's own failure (an api answer), or the browser's ceremony's.
        const fromApi = typeof error === 'object' && error !== null && 'status' in error;
        dispatch(showToast('error', fromApi ? failureText(error, failure) : keyFailure(error)));
        return;
      }
    }
    try {
      await onConfirmed(body);
      if (withNewPassword) reset();
    } catch (error) {
      const rest = applyServerErrors(error, reauthFields, setError);
      if (rest !== null || errorStatus(error as FetchBaseQueryError) !== 422) dispatch(showToast('error', rest ?? failureText(error, failure)));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <FormField id={`${ids}-password`} label={withNewPassword ? 'Mevcut Şifre' : 'Şifre'} error={errors.password?.message}>
        <input id={`${ids}-password`} type="password" autoComplete="current-password" aria-invalid={!!errors.password} className={inputClass} {...register('password')} />
      </FormField>
      {factor === 'key' && (
        <div className="space-y-1">
          <p className="text-sm text-slate-300">Onayladığınızda güvenlik anahtarınız istenir.</p>
          {errors.security_key?.message && (
            <p role="alert" className="text-sm text-red-400">
              {errors.security_key.message}
            </p>
          )}
        </div>
      )}
      {factor === 'code' && (
        <FormField id={`${ids}-code`} label="Doğrulama Kodu" error={errors.code?.message} hint="Doğrulama uygulamanızdaki 6 haneli kod">
          <input id={`${ids}-code`} inputMode="numeric" autoComplete="one-time-code" maxLength={7} aria-invalid={!!errors.code} className={`${inputClass} max-w-40`} {...register('code')} />
        </FormField>
      )}
      {factor === 'recovery' && (
        <FormField id={`${ids}-recovery`} label="Kurtarma Kodu" error={errors.recovery_code?.message}>
          <input id={`${ids}-recovery`} autoComplete="off" spellCheck={false} aria-invalid={!!errors.recovery_code} className={inputClass} {...register('recovery_code')} />
        </FormField>
      )}
      {(totpOn || (hasKeys && factor !== 'key')) && factor !== 'none' && (
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {hasKeys && factor !== 'key' && (
            <button type="button" className={switchLink} onClick={() => choose('key')}>
              Güvenlik anahtarı kullan
            </button>
          )}
          {totpOn && factor !== 'code' && (
            <button type="button" className={switchLink} onClick={() => choose('code')}>
              Doğrulama uygulamasındaki kodu kullan
            </button>
          )}
          {totpOn && factor !== 'recovery' && (
            <button type="button" className={switchLink} onClick={() => choose('recovery')}>
              Kurtarma kodu kullan
            </button>
          )}
        </div>
      )}
      {withNewPassword && (
        <FormField id={`${ids}-new`} label="Yeni Şifre" error={errors.new_password?.message} hint="En az 12 karakter; sızdırılmış şifre listelerindeki şifreler kabul edilmez">
          <div className="flex gap-2">
            <input id={`${ids}-new`} type={shown ? 'text' : 'password'} autoComplete="new-password" aria-invalid={!!errors.new_password} className={inputClass} {...register('new_password')} />
            <button type="button" className={secondaryButton} aria-pressed={shown} onClick={() => setShown(!shown)}>
              {shown ? 'Gizle' : 'Göster'}
            </button>
          </div>
        </FormField>
      )}
      {withNewPassword && newPassword && (
        <p aria-live="polite" className="text-sm text-slate-400">
          Şifre gücü: {passwordStrength(newPassword)}
        </p>
      )}
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
