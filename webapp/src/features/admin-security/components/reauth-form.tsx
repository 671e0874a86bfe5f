// Confirming a sensitive change with the current password, and with a current code (or a
// recovery code) when two-step sign-in is on; for a password change also the new password.
// Used to set up two-step sign-in, to make new recovery codes, to end a session and to change
// the password. A 422 goes on its field; what was typed stays.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { inputClass, primaryButton, secondaryButton } from '@/components/admin/buttons';
import { FormField } from '@/components/admin/form-field';
import { applyServerErrors } from '@/lib/admin-form';
import { errorStatus } from '@/lib/api-error';
import { showToast } from '@/stores/toasts-slice';
import { passwordStrength, reauthBody, reauthFields, reauthSchema, type ReauthInput } from '../types/security';
import { failureText } from '../utils/failure-text';

export function ReauthForm({ needsCode, withNewPassword = false, submitLabel, busyLabel, failure, onConfirmed, onCancel }: {
  needsCode: boolean;
  withNewPassword?: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The toast when the api refuses for another reason than a field. */
  failure: string;
  onConfirmed: (body: Record<string, string>) => Promise<void>;
  onCancel?: () => void;
}) {
  const ids = useId();
  const dispatch = useDispatch();
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
    defaultValues: { password: '', factor: needsCode ? 'code' : 'none', code: '', recovery_code: '', new_password: '' },
  });
  const factor = watch('factor');
  const newPassword = watch('new_password');
  const [shown, setShown] = useState(false);

  async function onSubmit(input: ReauthInput) {
    try {
      await onConfirmed(reauthBody(input, withNewPassword));
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
      {factor !== 'none' && (
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
