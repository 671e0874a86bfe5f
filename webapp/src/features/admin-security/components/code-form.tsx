// One field, the current 6-digit code, with its submit and an optional 'Vazgeç'; used to turn
// two-step sign-in on and to make new recovery codes. A 422 goes on the field only.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { inputClass, primaryButton, secondaryButton } from '@/components/admin/buttons';
import { FormField } from '@/components/admin/form-field';
import { applyServerErrors } from '@/lib/admin-form';
import { errorStatus } from '@/lib/api-error';
import { showToast } from '@/stores/toasts-slice';
import { codeFields, codeSchema, type CodeInput } from '../types/security';
import { failureText } from '../utils/failure-text';

/** A form with one field, the current 6-digit code. Nothing typed is lost when the save fails. */
export function CodeForm({ submitLabel, busyLabel, onCode, onCancel }: {
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
