// /admin/login: sign-in with the spec's texts, toasts and the 500 ms redirect; a signed-in
// admin goes straight on to the dashboard. Whenever a code could be needed the api answers a
// password alone with `totp_required`, right or wrong: the form then asks for the code (or a
// recovery code) and keeps what was typed; a wrong password shows only after the code. An admin
// who must still set up two-step sign-in goes on to the security page instead. When the account
// has a security key, 'Güvenlik anahtarı ile devam et' signs in with it instead of the code; when
// a key is its only second factor, no code is asked for at all and 'Giriş Yap' asks for the key.
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import { Navigate, useNavigate } from 'react-router';
import { inputClass, primaryButton, secondaryButton } from '@/components/admin/buttons';
import { FormField } from '@/components/admin/form-field';
import { AuthError, signIn, TOTP_REQUIRED, type SecondFactor } from '@/lib/admin-session';
import { getAssertion, keyFailure, securityKeysSupported, signInKeyOptions } from '@/lib/webauthn';
import { showToast } from '@/stores/toasts-slice';
import { useAdminSession } from '../hooks/use-admin-session';
import { loginSchema, type LoginInput } from '../types/login-schema';
import { AuthSpinner, ENROLMENT_PATH } from './require-admin';

export const REDIRECT_DELAY_MS = 500;
/** The prompt for an account whose only second factor is a security key (no code applies). */
export const KEY_REQUIRED = 'İki adımlı doğrulama açık. Güvenlik anahtarınızla devam edin.';

/**
 * The toast of a failed sign-in: the api's own message for a refusal (wrong password, not an
 * admin, too many attempts); 'Yetkilendirme hatası oluştu' when the api could not finish the
 * check (a 5xx answer: the account or its admin row could not be read); 'Giriş yapılırken bir
 * hata oluştu' when no answer came at all.
 */
export function signInFailure(error: unknown): string {
  if (!(error instanceof AuthError)) return 'Giriş yapılırken bir hata oluştu';
  if (error.status >= 500) return 'Yetkilendirme hatası oluştu';
  return error.message || 'Giriş başarısız. Lütfen bilgilerinizi kontrol edin.';
}

export function LoginPage() {
  const ids = useId();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { status } = useAdminSession();
  const [succeeded, setSucceeded] = useState(false);
  const [shown, setShown] = useState(false);
  // The account has a security key (the api's options for the email named one).
  const [hasKey, setHasKey] = useState(false);
  const [usingKey, setUsingKey] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    watch,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', factor: 'none', code: '', recovery_code: '' },
  });
  const factor = watch('factor');
  useEffect(() => () => clearTimeout(timer.current), []);

  if (status === 'checking') return <AuthSpinner text="Giriş durumu kontrol ediliyor..." />;
  if (status === 'signed-in' && !succeeded) return <Navigate to="/admin/dashboard" replace />;

  function switchFactor(next: 'code' | 'recovery') {
    clearErrors(['code', 'recovery_code']);
    setValue('factor', next);
  }

  async function onSubmit(input: LoginInput) {
    if (input.factor === 'key') return continueWithKey();
    // The progress toast stays until its result replaces it.
    const progress = showToast('loading', 'Giriş yapılıyor...');
    dispatch(progress);
    const toast = (kind: 'success' | 'error' | 'info', message: string) => dispatch(showToast(kind, message, progress.payload.id));
    const second: SecondFactor | undefined =
      input.factor === 'code'
        ? { totp_code: input.code.replace(/\s/g, '') }
        : input.factor === 'recovery'
          ? { recovery_code: input.recovery_code.trim() }
          : undefined;
    try {
      setSucceeded(true);
      const signedIn = await signIn(input.email.trim(), input.password, second);
      toast('success', 'Giriş başarılı! Yönlendiriliyorsunuz...');
      const next = signedIn.mustEnrol || signedIn.mustChangePassword ? ENROLMENT_PATH : '/admin/dashboard';
      timer.current = setTimeout(() => navigate(next, { replace: true }), REDIRECT_DELAY_MS);
    } catch (error) {
      setSucceeded(false);
      if (error instanceof AuthError && error.code === TOTP_REQUIRED && input.factor === 'none') {
        // The second factor comes next (nothing is said yet about the password); what was typed
        // stays. A key when the account has one; a code unless a key is all it has.
        const options = securityKeysSupported() ? await signInKeyOptions(input.email.trim()).catch(() => null) : null;
        const withKey = (options?.allow_credentials.length ?? 0) > 0;
        setHasKey(withKey);
        const keyOnly = withKey && options?.totp === false;
        setValue('factor', keyOnly ? 'key' : 'code');
        toast('info', keyOnly ? KEY_REQUIRED : error.message);
        return;
      }
      toast('error', signInFailure(error));
    }
  }

  // The second factor from a security key: a fresh challenge, the browser's ceremony, then the
  // password with the key's answer.
  async function continueWithKey() {
    const { email, password } = getValues();
    const progress = showToast('loading', 'Güvenlik anahtarı bekleniyor...');
    dispatch(progress);
    const toast = (kind: 'success' | 'error', message: string) => dispatch(showToast(kind, message, progress.payload.id));
    setUsingKey(true);
    let answer;
    try {
      answer = await getAssertion(await signInKeyOptions(email.trim()));
    } catch (error) {
      setUsingKey(false);
      toast('error', keyFailure(error));
      return;
    }
    try {
      setSucceeded(true);
      const signedIn = await signIn(email.trim(), password, { security_key: answer });
      toast('success', 'Giriş başarılı! Yönlendiriliyorsunuz...');
      const next = signedIn.mustEnrol || signedIn.mustChangePassword ? ENROLMENT_PATH : '/admin/dashboard';
      timer.current = setTimeout(() => navigate(next, { replace: true }), REDIRECT_DELAY_MS);
    } catch (error) {
      setSucceeded(false);
      toast('error', signInFailure(error));
    } finally {
      setUsingKey(false);
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
          <div className="flex gap-2">
            <input
              id={`${ids}-password`}
              type={shown ? 'text' : 'password'}
              autoComplete="current-password"
              aria-invalid={!!errors.password}
              className={inputClass}
              {...register('password')}
            />
            <button type="button" className={secondaryButton} aria-pressed={shown} onClick={() => setShown(!shown)}>
              {shown ? 'Gizle' : 'Göster'}
            </button>
          </div>
        </FormField>
        {factor === 'code' && (
          <FormField id={`${ids}-code`} label="Doğrulama Kodu" error={errors.code?.message} hint="Doğrulama uygulamanızdaki 6 haneli kod">
            <input
              id={`${ids}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              maxLength={7}
              aria-invalid={!!errors.code}
              className={inputClass}
              {...register('code')}
            />
          </FormField>
        )}
        {factor === 'recovery' && (
          <FormField id={`${ids}-recovery`} label="Kurtarma Kodu" error={errors.recovery_code?.message} hint="Her kurtarma kodu yalnızca bir kez kullanılabilir">
            <input
              id={`${ids}-recovery`}
              autoComplete="off"
              autoFocus
              spellCheck={false}
              aria-invalid={!!errors.recovery_code}
              className={inputClass}
              {...register('recovery_code')}
            />
          </FormField>
        )}
        {factor === 'key' && (
          <p className="text-sm text-slate-300" data-testid="key-prompt">
            Giriş Yap düğmesine bastığınızda güvenlik anahtarınız istenir.
          </p>
        )}
        {(factor === 'code' || factor === 'recovery') && (
          <button
            type="button"
            className="text-sm text-amber-400 underline-offset-2 hover:underline"
            onClick={() => switchFactor(factor === 'code' ? 'recovery' : 'code')}
          >
            {factor === 'code' ? 'Kurtarma kodu kullan' : 'Doğrulama uygulamasındaki kodu kullan'}
          </button>
        )}
        <button type="submit" className={`${primaryButton} w-full py-2.5`} disabled={isSubmitting || usingKey}>
          Giriş Yap
        </button>
        {(factor === 'code' || factor === 'recovery') && hasKey && (
          <button type="button" className={`${secondaryButton} w-full py-2.5`} disabled={isSubmitting || usingKey} onClick={continueWithKey}>
            {usingKey ? 'Güvenlik anahtarı bekleniyor...' : 'Güvenlik anahtarı ile devam et'}
          </button>
        )}
      </form>
    </main>
  );
}
