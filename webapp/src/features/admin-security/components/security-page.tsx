// /admin/security ('Güvenlik'): the signed-in admin's two-step sign-in, security keys, password
// and live sessions. An admin who must still set up two-step sign-in sees only that, with the reason.
import { useSyncExternalStore } from 'react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { getSession, subscribeSession } from '@/lib/admin-session';
import { PasswordSection } from './password-section';
import { SecurityKeysSection } from './security-keys-section';
import { SessionsSection } from './sessions-section';
import { TotpSection } from './totp-section';

export function SecurityPage() {
  const session = useSyncExternalStore(subscribeSession, getSession);
  const mustEnrol = session?.mustEnrol ?? false;
  return (
    <div className="max-w-4xl space-y-6">
      <AdminPageHeader title="Güvenlik" />
      {mustEnrol && (
        <p role="alert" className="rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm text-amber-200">
          Devam etmek için önce iki adımlı girişi açmalısınız. Kurtarma kodlarınız yalnızca bir kez gösterilir; güvenli bir yere kaydedin.
        </p>
      )}
      <TotpSection />
      <SecurityKeysSection />
      {!mustEnrol && <PasswordSection />}
      {!mustEnrol && <SessionsSection />}
    </div>
  );
}
