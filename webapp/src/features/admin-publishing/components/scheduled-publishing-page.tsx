// /admin/scheduled-publishing: the system status (from the real schedule, not always 'Aktif'),
// the next-publish countdown (ticking every second, reloading at zero), pending drafts and the
// daily limit; the settings card; the newest 10 log rows; and 'Şimdi Yayınla'. Opening the page
// creates the record (count 1, active, next in 24 hours) when there is none, and gives an active
// one without a next time its next time. The spec's page also made an inactive record active on
// open; that rule predates 'Durdur', so here a schedule the admin stopped stays stopped.
// One read carries the schedule, the drafts and the log: when the first load fails the page
// says 'Zamanlanmış yayınlama ayarları yüklenirken bir hata oluştu'; when a reload fails while
// the page shows an earlier answer (after 'Şimdi Yayınla', at the countdown's zero) the log on
// screen may be behind, and the toast says 'Yayınlama logları yüklenirken bir hata oluştu'.
import { useEffect, useId, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { inputClass, primaryButton, secondaryButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { FormField } from '@/components/admin/form-field';
import { HistorySection } from '@/components/admin/history-section';
import { AdminPageHeader } from '@/components/admin/page-header';
import { formatDate } from '@/lib/format-date';
import { showToast } from '@/stores/toasts-slice';
import { useGetPublishingQuery, useRunPublishingMutation, useSavePublishingMutation } from '../api/publishing-admin-api';
import { countdown, dailyCountFrom } from '../api/countdown';

const timeFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' });

function Card({ title, value, tone = 'text-white', testId }: { title: string; value: string; tone?: string; testId?: string }) {
  return (
    <div className="rounded-xl border border-slate-800 bg-slate-900 p-4">
      <p className="text-sm text-slate-400">{title}</p>
      <p className={`mt-2 text-2xl font-bold ${tone}`} data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

function errorMessage(error: unknown): string | null {
  return (error as { data?: { error?: { message?: string } } })?.data?.error?.message ?? null;
}

export function ScheduledPublishingPage() {
  const ids = useId();
  const dispatch = useDispatch();
  const page = useGetPublishingQuery();
  const [save, { isLoading: saving }] = useSavePublishingMutation();
  const [run, { isLoading: publishing }] = useRunPublishingMutation();
  const [daily, setDaily] = useState('1');
  const [dailyError, setDailyError] = useState<string | null>(null);
  const [now, setNow] = useState(Date.now());
  const ensured = useRef(false);
  const settings = page.data?.settings;

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (settings) setDaily(String(settings.daily_publish_count));
  }, [settings]);
  const reloadFailedAt = page.isError && page.data ? page.startedTimeStamp : undefined;
  useEffect(() => {
    if (reloadFailedAt !== undefined) dispatch(showToast('error', 'Yayınlama logları yüklenirken bir hata oluştu'));
  }, [reloadFailedAt, dispatch]);
  // On opening: no record yet, or an active one without a next time. A stopped one is left alone.
  useEffect(() => {
    if (!settings || ensured.current) return;
    ensured.current = true;
    if (!settings.stored || (settings.is_active && !settings.next_publish_at))
      save({ daily_publish_count: settings.daily_publish_count || 1, is_active: true })
        .unwrap()
        .catch(() => dispatch(showToast('error', 'Ayarlar kaydedilirken bir hata oluştu')));
  }, [settings, save, dispatch]);

  const clock = countdown(settings?.next_publish_at ?? null, now);
  const reloadedAt = useRef<string | null>(null);
  useEffect(() => {
    if (clock.due && settings?.next_publish_at && reloadedAt.current !== settings.next_publish_at) {
      reloadedAt.current = settings.next_publish_at;
      void page.refetch();
    }
  }, [clock.due, settings?.next_publish_at, page]);

  async function onSave() {
    const count = dailyCountFrom(daily);
    setDaily(String(count));
    if (count < 1) {
      setDailyError('Günlük yayın sayısı en az 1 olmalıdır');
      return;
    }
    if (count > 10) {
      setDailyError('Günlük yayın sayısı en fazla 10 olabilir');
      return;
    }
    setDailyError(null);
    try {
      await save({ daily_publish_count: count, is_active: settings?.is_active ?? true }).unwrap();
      dispatch(showToast('success', 'Ayarlar kaydedildi'));
    } catch (error) {
      dispatch(showToast('error', errorMessage(error) ?? 'Ayarlar kaydedilirken bir hata oluştu'));
    }
  }

  async function onToggle() {
    try {
      await save({ daily_publish_count: settings?.daily_publish_count ?? 1, is_active: !settings?.is_active }).unwrap();
    } catch {
      dispatch(showToast('error', 'Ayarlar kaydedilirken bir hata oluştu'));
    }
  }

  async function onPublishNow() {
    try {
      const result = await run().unwrap();
      dispatch(showToast('success', result.message));
    } catch (error) {
      const message = errorMessage(error);
      if (message === 'Yayınlanacak taslak blog bulunamadı') dispatch(showToast('error', message));
      else if (message) dispatch(showToast('error', `Yayınlama işlemi sırasında bir hata oluştu: ${message}`));
      else dispatch(showToast('error', 'Yayınlama işlemi başarısız oldu'));
    }
  }

  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title="Zamanlanmış Yayınlama"
        actions={
          <button type="button" className={primaryButton} disabled={publishing || !page.data} onClick={() => void onPublishNow()}>
            {publishing ? 'Yayınlanıyor...' : 'Şimdi Yayınla'}
          </button>
        }
      />
      <DataState isLoading={page.isLoading} error={page.error && !page.data ? 'Zamanlanmış yayınlama ayarları yüklenirken bir hata oluştu' : null} onRetry={page.refetch}>
        {page.data && settings && (
          <div className="space-y-6">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <Card
                title="Sistem Durumu"
                value={settings.is_active && settings.next_publish_at ? 'Aktif' : 'Pasif'}
                tone={settings.is_active && settings.next_publish_at ? 'text-emerald-300' : 'text-red-300'}
                testId="system-status"
              />
              <Card title="Sonraki Yayın" value={clock.text} testId="countdown" />
              <Card title="Bekleyen Taslaklar" value={String(page.data.pending_drafts)} testId="pending-drafts" />
              <Card title="Günlük Limit" value={`${settings.daily_publish_count} yazı`} />
            </div>
            <section className="rounded-xl border border-slate-800 bg-slate-900 p-6">
              <h2 className="mb-4 text-lg font-semibold text-white">Ayarlar</h2>
              <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
                <FormField id={`${ids}-daily`} label="Günlük yayın sayısı" error={dailyError ?? undefined} hint="Her gün en eski taslaklardan bu kadarı yayınlanır (1-10).">
                  <input id={`${ids}-daily`} type="number" min={1} max={10} className={inputClass} value={daily} aria-invalid={!!dailyError} onChange={(e) => setDaily(e.target.value)} />
                </FormField>
                <div className="flex gap-2">
                  <button type="button" className={secondaryButton} disabled={saving} onClick={() => void onToggle()}>
                    {settings.is_active ? 'Durdur' : 'Başlat'}
                  </button>
                  <button type="button" className={primaryButton} disabled={saving} onClick={() => void onSave()}>
                    {saving ? 'Kaydediliyor...' : 'Ayarları Kaydet'}
                  </button>
                </div>
              </div>
              <p className="mt-3 text-xs text-slate-400">
                Son yayın: {settings.last_published_at ? timeFormat.format(new Date(settings.last_published_at)) : 'henüz yok'}
                {settings.next_publish_at && ` · Sonraki yayın: ${timeFormat.format(new Date(settings.next_publish_at))}`}
              </p>
            </section>
            <section>
              <h2 className="mb-3 text-lg font-semibold text-white">Yayınlama Geçmişi</h2>
              {page.data.logs.length === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-700 p-6 text-center text-slate-400">Henüz yayınlama kaydı yok</p>
              ) : (
                <ul className="divide-y divide-slate-800 rounded-xl border border-slate-800 bg-slate-900 text-sm">
                  {page.data.logs.slice(0, 10).map((row) => (
                    <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3" data-testid="publish-log">
                      <span className="text-white">{row.blog_title ?? row.detail ?? '-'}</span>
                      <span className="flex items-center gap-3 text-xs">
                        <span className={row.status === 'success' ? 'text-emerald-300' : 'text-red-300'}>{row.status === 'success' ? 'Başarılı' : 'Hata'}</span>
                        <span className="text-slate-400">{formatDate(row.published_at)}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </DataState>
      {page.data && <HistorySection type="publishing-schedule" id="current" title="Geçmiş: Yayınlama Ayarları" />}
    </div>
  );
}
