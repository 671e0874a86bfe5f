// The batch results: every generated post marked 'Yayınlanacak' or 'Taslak', +/- for how many of
// the first posts are published, at most 5 keywords each, and 'Tüm İçerikleri Kaydet' through
// the batch-save command. It cannot be closed while saving; a failed save keeps the results.
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { primaryButton, secondaryButton, smallButton } from '@/components/admin/buttons';
import { Dialog } from '@/components/admin/dialog';
import type { AiPost } from '@/lib/ai-jobs';
import { showToast } from '@/stores/toasts-slice';
import { useSaveBlogBatchMutation } from '../api/blog-admin-api';
import { batchRequest } from '../types/blog-post';

interface BatchResultsDialogProps {
  posts: AiPost[];
  publishCount: number;
  failed?: { title: string | null; error: string }[];
  onClose: () => void;
}

export function BatchResultsDialog({ posts, publishCount, failed = [], onClose }: BatchResultsDialogProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [publish, setPublish] = useState(Math.min(publishCount, posts.length));
  const [save, { isLoading: saving }] = useSaveBlogBatchMutation();

  async function onSave() {
    if (posts.length === 0) {
      dispatch(showToast('error', 'Kaydedilecek içerik bulunamadı'));
      return;
    }
    try {
      await save(batchRequest(posts, publish)).unwrap();
      dispatch(showToast('success', 'Blog yazıları başarıyla kaydedildi.'));
      onClose();
      navigate('/admin/blog');
    } catch {
      // The save is one command: it stores every post or none.
      dispatch(showToast('error', 'Hiçbir blog yazısı kaydedilemedi'));
    }
  }

  return (
    <Dialog
      title="Oluşturulan İçerikler"
      open
      wide
      locked={saving}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onClose} disabled={saving}>
            İptal
          </button>
          <button type="button" className={primaryButton} onClick={() => void onSave()} disabled={saving || posts.length === 0}>
            {saving ? 'Kaydediliyor...' : 'Tüm İçerikleri Kaydet'}
          </button>
        </>
      }
    >
      <div className="mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-300">
        <span>Hemen yayınlanacak içerik sayısı:</span>
        <button type="button" className={smallButton} aria-label="Yayınlanacak sayısını azalt" disabled={saving || publish <= 0} onClick={() => setPublish(publish - 1)}>
          −
        </button>
        <span data-testid="publish-count" className="min-w-6 text-center font-semibold text-white">
          {publish}
        </span>
        <button type="button" className={smallButton} aria-label="Yayınlanacak sayısını artır" disabled={saving || publish >= posts.length} onClick={() => setPublish(publish + 1)}>
          +
        </button>
        <span className="text-slate-400">/ {posts.length}</span>
      </div>
      <ol className="space-y-3">
        {posts.map((post, i) => (
          <li key={`${i}-${post.title}`} className="rounded-lg border border-slate-800 bg-slate-950 p-3" data-testid="batch-post">
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-semibold text-white">{post.title}</h3>
              <span
                className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${i < publish ? 'bg-emerald-500/15 text-emerald-300' : 'bg-slate-600/30 text-slate-300'}`}
              >
                {i < publish ? 'Yayınlanacak' : 'Taslak'}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-400">{post.excerpt}</p>
            <p className="mt-1 text-xs text-slate-500">{post.word_count} kelime</p>
            {post.keywords.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-1">
                {post.keywords.slice(0, 5).map((k) => (
                  <li key={k} className="rounded bg-slate-800 px-2 py-0.5 text-xs text-slate-300">
                    {k}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {failed.length > 0 && (
        <div role="status" className="mt-4 rounded-lg border border-amber-500/40 bg-amber-950/30 p-3 text-sm text-amber-100">
          <p className="font-semibold">{failed.length} içerik oluşturulamadı:</p>
          <ul className="mt-1 list-disc pl-5">
            {failed.map((f, i) => (
              <li key={i}>
                {f.title ?? 'Başlıksız'}: {f.error}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
