// 'AI ile İçerik Oluştur': a topic, and with 'Toplu içerik oluştur' how many posts (1..10,
// default 3) and how many are published at once ('Günlük otomatik yayın sayısı', 0..5, default
// 1). While a batch runs it shows n of m and the title being written, with a cancel button.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { inputClass, primaryButton, secondaryButton } from '@/components/admin/buttons';
import { Dialog } from '@/components/admin/dialog';
import { FormField } from '@/components/admin/form-field';
import type { AiJob } from '@/lib/ai-jobs';
import {
  aiDialogSchema,
  BATCH_DEFAULT,
  BATCH_MAX,
  BATCH_MIN,
  clampInt,
  DAILY_DEFAULT,
  DAILY_MAX,
  DAILY_MIN,
  type AiDialogForm,
} from '../types/blog-post';

interface AiCreateDialogProps {
  open: boolean;
  job: AiJob | null;
  running: boolean;
  onSubmit: (form: AiDialogForm) => void;
  onCancelJob: () => void;
  onClose: () => void;
}

export function AiCreateDialog({ open, job, running, onSubmit, onCancelJob, onClose }: AiCreateDialogProps) {
  const ids = useId();
  const formId = `${ids}-form`;
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<AiDialogForm>({
    resolver: zodResolver(aiDialogSchema),
    defaultValues: { topic: '', batch: false, count: BATCH_DEFAULT, publish_count: DAILY_DEFAULT },
  });
  const batch = watch('batch');
  const progress = job?.progress;

  return (
    <Dialog
      title="AI ile İçerik Oluştur"
      open={open}
      locked={running}
      onClose={onClose}
      footer={
        running ? (
          <button type="button" className={secondaryButton} onClick={onCancelJob} disabled={job?.cancel_requested}>
            {job?.cancel_requested ? 'İptal ediliyor...' : 'İptal Et'}
          </button>
        ) : (
          <>
            <button type="button" className={secondaryButton} onClick={onClose}>
              Vazgeç
            </button>
            <button type="submit" form={formId} className={primaryButton}>
              Oluştur
            </button>
          </>
        )
      }
    >
      {running ? (
        <div role="status" aria-live="polite" className="space-y-3" data-testid="ai-progress">
          <div className="flex items-center gap-3">
            <span className="h-5 w-5 animate-spin rounded-full border-2 border-slate-700 border-t-amber-400" />
            <span>
              {job?.kind === 'batch' && progress && progress.total > 0
                ? `${progress.done} / ${progress.total} içerik oluşturuldu`
                : 'İçerik oluşturuluyor...'}
            </span>
          </div>
          {progress?.current_title && <p className="text-sm text-slate-300">Yazılıyor: {progress.current_title}</p>}
          {job?.kind === 'batch' && progress && progress.total > 0 && (
            <div className="h-2 overflow-hidden rounded bg-slate-800">
              <div className="h-full bg-amber-400 transition-all" style={{ width: `${(100 * progress.done) / progress.total}%` }} />
            </div>
          )}
        </div>
      ) : (
        <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <FormField id={`${ids}-topic`} label="Konu" error={errors.topic?.message}>
            <input id={`${ids}-topic`} className={inputClass} placeholder="Örn. Deneme bonusu nasıl kullanılır" aria-invalid={!!errors.topic} {...register('topic')} />
          </FormField>
          <label className="flex items-center gap-2 text-sm text-slate-200">
            <input type="checkbox" className="h-4 w-4 accent-amber-400" {...register('batch')} />
            Toplu içerik oluştur
          </label>
          {batch && (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id={`${ids}-count`} label="Oluşturulacak içerik sayısı" error={errors.count?.message}>
                <input
                  id={`${ids}-count`}
                  type="number"
                  min={BATCH_MIN}
                  max={BATCH_MAX}
                  className={inputClass}
                  {...register('count', {
                    setValueAs: (v: string) => (v === '' ? Number.NaN : Number(v)),
                    onBlur: (e: { target: { value: string } }) => setValue('count', clampInt(e.target.value, BATCH_MIN, BATCH_MAX, BATCH_DEFAULT)),
                  })}
                />
              </FormField>
              <FormField id={`${ids}-daily`} label="Günlük otomatik yayın sayısı" error={errors.publish_count?.message}>
                <input
                  id={`${ids}-daily`}
                  type="number"
                  min={DAILY_MIN}
                  max={DAILY_MAX}
                  className={inputClass}
                  {...register('publish_count', {
                    setValueAs: (v: string) => (v === '' ? Number.NaN : Number(v)),
                    onBlur: (e: { target: { value: string } }) => setValue('publish_count', clampInt(e.target.value, DAILY_MIN, DAILY_MAX, DAILY_DEFAULT)),
                  })}
                />
              </FormField>
            </div>
          )}
        </form>
      )}
    </Dialog>
  );
}
