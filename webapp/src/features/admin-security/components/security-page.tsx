// /admin/security ('Güvenlik'): the signed-in admin's two-step sign-in and live sessions.
import { AdminPageHeader } from '@/components/admin/page-header';
import { SessionsSection } from './sessions-section';
import { TotpSection } from './totp-section';

export function SecurityPage() {
  return (
    <div className="max-w-4xl space-y-6">
      <AdminPageHeader title="Güvenlik" />
      <TotpSection />
      <SessionsSection />
    </div>
  );
}
