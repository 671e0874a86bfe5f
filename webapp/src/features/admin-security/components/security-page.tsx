// /admin/security ('Güvenlik'): the signed-in admin's two-step sign-in, security keys, password, live sessions
// and notices, and the switch that makes a second factor required of every admin. An admin who
// must still change an initial password, or add a second factor (an authenticator app or a
// security key: either counts), sees only that, with the reason.
import { useSyncExternalStore } from 'react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { getSession, subscribeSession } from '@/lib/admin-session';
import { NoticesSection } from './notices-section';
import { PasswordSection } from './password-section';
import { SecurityKeysSection } from './security-keys-section';
import { RequireTotpSection } from './require-totp-section';
import { SessionsSection } from './sessions-section';
import { TotpSection } from './totp-section';

export function SecurityPage() {
  const session = useSyncExternalStore(subscribeSession, getSession);
  const mustEnrol = session?.mustEnrol ?? false;
  if (session?.mustChangePassword)
    return (
      <div className="max-w-4xl space-y-6">
        <AdminPageHeader title="Güvenlik" />
        <p role="alert" className="rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm text-amber-200">
          Devam etmek için önce ilk şifrenizi değiştirmelisiniz. İlk şifre yalnızca ilk giriş içindir ve kısa sürede geçersiz olur.
        </p>
        <PasswordSection />
      </div>
    );
  return (
    <div className="max-w-4xl space-y-6">
      <AdminPageHeader title="Güvenlik" />
      {mustEnrol && (
        <p role="alert" className="rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm text-amber-200">
          Devam etmek için önce iki adımlı girişi açmalı veya bir güvenlik anahtarı eklemelisiniz. Kurtarma kodlarınız yalnızca bir kez gösterilir; güvenli bir yere kaydedin.
        </p>
      )}
      <TotpSection />
      <SecurityKeysSection />
      {!mustEnrol && <PasswordSection />}
      {!mustEnrol && <SessionsSection />}
      {!mustEnrol && <RequireTotpSection />}
      {!mustEnrol && <NoticesSection />}
    </div>
  );
}
