// /admin/login: sign-in with the spec's texts, toasts and the 500 ms redirect; a signed-in
// admin goes straight on to the dashboard.
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import { Navigate, useNavigate } from 'react-router';
import { inputClass, primaryButton } from '@/components/admin/buttons';
import { FormField } from '@/components/admin/form-field';
import { AuthError, signIn } from '@/lib/admin-session';
import { dismissToast, showToast } from '@/stores/toasts-slice';
import { useAdminSession } from '../hooks/use-admin-session';
import { loginSchema, type LoginInput } from '../types/login-schema';
import { AuthSpinner } from './require-admin';

export const REDIRECT_DELAY_MS = 500;

export function LoginPage() {
  const ids = useId();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { status } = useAdminSession();
  const [succeeded, setSucceeded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  useEffect(() => () => clearTimeout(timer.current), []);

  if (status === 'checking') return <AuthSpinner text="Giriş durumu kontrol ediliyor..." />;
  if (status === 'signed-in' && !succeeded) return <Navigate to="/admin/dashboard" replace />;

  async function onSubmit(input: LoginInput) {
    const progress = showToast('info', 'Giriş yapılıyor...');
    dispatch(progress);
    try {
      setSucceeded(true);
      await signIn(input.email.trim(), input.password);
      dispatch(dismissToast(progress.payload.id));
      dispatch(showToast('success', 'Giriş başarılı! Yönlendiriliyorsunuz...'));
      timer.current = setTimeout(() => navigate('/admin/dashboard', { replace: true }), REDIRECT_DELAY_MS);
    } catch (error) {
      setSucceeded(false);
      dispatch(dismissToast(progress.payload.id));
      dispatch(
        showToast(
          'error',
          error instanceof AuthError ? error.message || 'Giriş başarısız. Lütfen bilgilerinizi kontrol edin.' : 'Giriş yapılırken bir hata oluştu',
        ),
      );
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-950 px-4">
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="w-full max-w-sm space-y-5 rounded-2xl border border-slate-800 bg-slate-900 p-8 shadow-xl"
        aria-labelledby={`${ids}-title`}
      >
        <div className="text-center">
          <h1 id={`${ids}-title`} className="text-2xl font-bold text-white">
            Admin Paneli
          </h1>
          <p className="mt-1 text-sm text-slate-400">Devam etmek için giriş yapın</p>
        </div>
        <FormField id={`${ids}-email`} label="E-posta" error={errors.email?.message}>
          <input id={`${ids}-email`} type="email" autoComplete="username" aria-invalid={!!errors.email} className={inputClass} {...register('email')} />
        </FormField>
        <FormField id={`${ids}-password`} label="Şifre" error={errors.password?.message}>
          <input
            id={`${ids}-password`}
            type="password"
            autoComplete="current-password"
            aria-invalid={!!errors.password}
            className={inputClass}
            {...register('password')}
          />
        </FormField>
        <button type="submit" className={`${primaryButton} w-full py-2.5`} disabled={isSubmitting}>
          Giriş Yap
        </button>
      </form>
    </main>
  );
}
