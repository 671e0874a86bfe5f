// 'Son AI İşleri': the latest batch jobs, so a batch finished after the tab was closed is found
// again and its results saved. A running one shows its progress.
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { smallButton } from '@/components/admin/buttons';
import { formatDate } from '@/lib/format-date';
import type { AiJob } from '@/lib/ai-jobs';
import { showToast } from '@/stores/toasts-slice';
import { useLazyGetAiJobQuery, useRecentAiJobsQuery } from '../api/ai-jobs-api';
import { BatchResultsDialog } from './batch-results-dialog';

const STATUS_LABEL = { queued: 'Sırada', running: 'Yazılıyor', done: 'Tamamlandı', failed: 'Başarısız', cancelled: 'İptal edildi' } as const;

export function RecentAiJobs() {
  const dispatch = useDispatch();
  const { data = [], refetch } = useRecentAiJobsQuery(undefined, { pollingInterval: 5000 });
  const [load, { isFetching }] = useLazyGetAiJobQuery();
  const [open, setOpen] = useState<AiJob | null>(null);
  const batches = data.filter((j) => j.kind === 'batch');
  if (batches.length === 0) return null;

  async function show(id: string) {
    try {
      setOpen(await load(id).unwrap());
    } catch {
      dispatch(showToast('error', 'AI işi yüklenirken bir hata oluştu'));
    }
  }

  return (
    <section className="mt-8" aria-labelledby="recent-ai-jobs">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="recent-ai-jobs" className="text-lg font-semibold text-white">
          Son AI İşleri
        </h2>
        <button type="button" className={smallButton} onClick={() => void refetch()}>
          Yenile
        </button>
      </div>
      <ul className="divide-y divide-slate-800 rounded-xl border border-slate-800 bg-slate-900">
        {batches.map((j) => (
          <li key={j.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm" data-testid="ai-job-row">
            <div>
              <p className="font-medium text-white">{j.topic ?? 'Toplu içerik'}</p>
              <p className="text-xs text-slate-400">
                {formatDate(j.created_at)} · {STATUS_LABEL[j.status]}
                {j.status === 'running' && ` · ${j.done} / ${j.total}`}
                {j.status === 'done' && j.posts !== null && ` · ${j.posts} içerik`}
              </p>
            </div>
            {j.status === 'done' && (
              <button type="button" className={smallButton} disabled={isFetching} onClick={() => void show(j.id)}>
                Sonuçları Gör
              </button>
            )}
          </li>
        ))}
      </ul>
      {open?.result && (
        <BatchResultsDialog
          posts={open.result.posts}
          publishCount={open.result.publish_count ?? 1}
          failed={open.errors.map((e) => ({ title: e.title, error: e.error }))}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
