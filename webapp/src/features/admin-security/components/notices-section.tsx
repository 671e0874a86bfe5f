// 'Güvenlik Bildirimleri': what happened to the admin's own account (a changed password, two-step
// sign-in on or off, new recovery codes, a sign-in from a new device, a code used twice), with
// when, the browser and a coarse address. Unread ones carry the frame's banner until marked read.
// It also says whether the notices are sent outside the back office (the worker's webhook).
import { secondaryButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import {
  NOTICE_TEXT,
  type SecurityNoticePush,
  useGetSecurityNoticesQuery,
  useMarkSecurityNoticesReadMutation,
} from '@/lib/security-notices-api';

const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' });

// Whether the notices also leave the back office, and whether the last try to send them failed.
function PushState({ push }: { push: SecurityNoticePush }) {
  if (!push.configured || !push.target)
    return <p className="mb-5 text-sm text-slate-400">Bildirimler yalnızca burada gösterilir; dışarıya gönderim ayarlanmamış.</p>;
  const failing = push.pending > 0 && push.last_error_at !== null && (push.last_sent_at === null || push.last_error_at > push.last_sent_at);
  return (
    <div className="mb-5 space-y-1 text-sm">
      <p className="text-slate-400">
        Bildirimler ayrıca <span className="font-medium text-slate-200">{push.target}</span> adresine gönderilir.
        {push.last_sent_at ? ` Son gönderim: ${dateTime.format(new Date(push.last_sent_at))}.` : ''}
      </p>
      {failing && (
        <p role="status" className="text-amber-200">
          Son gönderim denemesi başarısız oldu; {push.pending} bildirim yeniden denenecek.
        </p>
      )}
    </div>
  );
}

export function NoticesSection() {
  const notices = useGetSecurityNoticesQuery();
  const [markRead, { isLoading }] = useMarkSecurityNoticesReadMutation();
  const data = notices.data;
  return (
    <section aria-labelledby="notices-title" className="rounded-xl border border-slate-800 bg-slate-900 p-6">
      <h2 id="notices-title" className="mb-1 text-lg font-semibold text-white">
        Güvenlik Bildirimleri
      </h2>
      <p className={`${data?.push ? 'mb-2' : 'mb-5'} text-sm text-slate-400`}>Hesabınızda yapılan güvenlik değişiklikleri ve yeni cihazlardan girişler.</p>
      {data?.push && <PushState push={data.push} />}
      <DataState isLoading={notices.isLoading} error={notices.error ? 'Bildirimler yüklenirken bir hata oluştu' : null} onRetry={notices.refetch}>
        {data && data.notices.length === 0 ? (
          <p className="text-sm text-slate-400">Bildirim yok.</p>
        ) : (
          <div className="space-y-4">
            <ul className="divide-y divide-slate-800">
              {data?.notices.map((n) => (
                <li key={n.id} className="flex flex-wrap items-baseline gap-x-3 py-2 text-sm">
                  <span className={n.read ? 'text-slate-300' : 'font-semibold text-amber-200'}>{NOTICE_TEXT[n.kind] ?? n.kind}</span>
                  <span className="text-slate-500">
                    {dateTime.format(new Date(n.created_at))}
                    {n.browser ? ` · ${n.browser}` : ''}
                    {n.address ? ` · ${n.address}` : ''}
                  </span>
                </li>
              ))}
            </ul>
            {(data?.unread ?? 0) > 0 && (
              <button type="button" className={secondaryButton} disabled={isLoading} onClick={() => void markRead()}>
                Okundu Olarak İşaretle
              </button>
            )}
          </div>
        )}
      </DataState>
    </section>
  );
}
