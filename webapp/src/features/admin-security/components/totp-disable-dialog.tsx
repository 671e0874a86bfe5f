// Turning two-step sign-in off: the password and a current code or a recovery code.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { dangerButton, inputClass, secondaryButton } from '@/components/admin/buttons';
import { Dialog } from '@/components/admin/dialog';
import { FormField } from '@/components/admin/form-field';
import { applyServerErrors } from '@/lib/admin-form';
import { errorStatus } from '@/lib/api-error';
import { showToast } from '@/stores/toasts-slice';
import { useDisableTotpMutation } from '../api/security-admin-api';
import { disableBody, disableFields, disableSchema, type DisableInput } from '../types/security';
import { failureText } from '../utils/failure-text';

export function TotpDisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
