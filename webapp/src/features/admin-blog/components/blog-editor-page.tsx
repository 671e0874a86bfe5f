// /admin/blog/new and /admin/blog/edit/{id}: the blog editor. 'İçerik' holds title, category,
// excerpt, the rich text with its live word count (and 'İçeriği genişlet' under 300 words) and
// the image; 'SEO' holds the SEO fields, the slug and 'AI ile SEO Oluştur'. The AI actions run
// as jobs in the worker; while one runs, or while saving, every button ('İptal' too) is disabled. A failed
// save or AI call keeps everything typed.
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { HistorySection } from '@/components/admin/history-section';
import { inputClass, primaryButton, secondaryButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { FormField } from '@/components/admin/form-field';
import { ImageField } from '@/components/admin/image-field';
import { AdminPageHeader } from '@/components/admin/page-header';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { Tabs } from '@/components/admin/tabs';
import { serverErrorFields, useLoadRecord, useTabOfErrors } from '@/components/admin/use-record-form';
import { applyServerErrors } from '@/lib/admin-form';
import { useAiJobRunner } from '@/hooks/use-ai-job-runner';
import { AiJobError, cancelAiJob, type AiPost } from '@/lib/ai-jobs';
import { showToast } from '@/stores/toasts-slice';
import { useCreateBlogPostMutation, useGetAdminBlogPostQuery, useUpdateBlogPostMutation } from '../api/blog-admin-api';
import {
  blogPostFields,
  blogPostSchema,
  emptyBlogPost,
  EXPAND_LINK_WORDS,
  generatedMessage,
  seoTabFields,
  textOf,
  toForm,
  toRequest,
  wordCount,
  type AiDialogForm,
  type BlogPostForm,
} from '../types/blog-post';
import { AiCreateDialog } from './ai-create-dialog';
import { BatchResultsDialog } from './batch-results-dialog';

type Busy = 'idle' | 'generating' | 'saving';

export function BlogEditorPage() {
  const { id } = useParams();
  const editing = !!id;
  const ids = useId();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [tab, setTab] = useState<'content' | 'seo'>('content');
  const [aiOpen, setAiOpen] = useState(false);
  const [batch, setBatch] = useState<{ posts: AiPost[]; publishCount: number; failed: { title: string | null; error: string }[] } | null>(null);
  const ai = useAiJobRunner();
  const record = useGetAdminBlogPostQuery(id ?? '', { skip: !editing });
  const [create] = useCreateBlogPostMutation();
  const [update] = useUpdateBlogPostMutation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<BlogPostForm>({ resolver: zodResolver(blogPostSchema), defaultValues: emptyBlogPost });
  const busy: Busy = isSubmitting ? 'saving' : ai.running ? 'generating' : 'idle';
  const words = wordCount(watch('content'));

  useLoadRecord(record, reset, toForm);
  const showTabOf = useTabOfErrors(setTab, 'content', 'seo', seoTabFields);

  async function onSubmit(form: BlogPostForm) {
    try {
      if (editing) await update({ id: id!, ...toRequest(form) }).unwrap();
      else await create(toRequest(form)).unwrap();
      dispatch(showToast('success', editing ? 'Blog yazısı başarıyla güncellendi' : 'Blog yazısı başarıyla eklendi'));
      navigate('/admin/blog');
    } catch (error) {
      applyServerErrors(error, blogPostFields, setError);
      dispatch(showToast('error', 'Blog yazısı kaydedilirken bir hata oluştu'));
      showTabOf(serverErrorFields(error));
    }
  }

  // An AI job's failure: the spec's message for the admin; nothing in the form changes.
  function aiFailed(error: unknown, fallback: string) {
    const message = error instanceof AiJobError ? error.message : fallback;
    dispatch(showToast('error', message === 'İşlem iptal edildi' ? message : message || fallback));
  }

  function applyPost(post: AiPost) {
    setValue('title', post.title, { shouldDirty: true, shouldValidate: true });
    setValue('excerpt', post.excerpt, { shouldDirty: true, shouldValidate: true });
    setValue('content', post.content, { shouldDirty: true, shouldValidate: true });
    if (post.keywords.length && !getValues('seo_keywords')) setValue('seo_keywords', post.keywords.slice(0, 5).join(', '), { shouldDirty: true });
  }

  async function onGenerate(form: AiDialogForm) {
    try {
      if (form.batch) {
        const job = await ai.run({ kind: 'batch', topic: form.topic.trim(), count: form.count, publish_count: form.publish_count });
        setAiOpen(false);
        setBatch({
          posts: job.result?.posts ?? [],
          publishCount: job.result?.publish_count ?? form.publish_count,
          failed: job.errors.map((e) => ({ title: e.title, error: e.error })),
        });
        return;
      }
      const job = await ai.run({ kind: 'blog', topic: form.topic.trim() });
      const post = job.result?.post;
      if (!post) throw new AiJobError('AI yanıt vermedi', job);
      applyPost(post);
      setAiOpen(false);
      const message = generatedMessage(post.word_count);
      dispatch(showToast(message.tone, message.text));
    } catch (error) {
      aiFailed(error, 'İçerik oluşturulurken bir hata oluştu');
    }
  }

  async function onExpand() {
    const content = getValues('content');
    if (!textOf(content)) {
      dispatch(showToast('error', 'İçerik alanı boş olamaz'));
      return;
    }
    try {
      const job = await ai.run({ kind: 'expand', content });
      if (!job.result?.content) throw new AiJobError('AI yanıt vermedi', job);
      setValue('content', job.result.content, { shouldDirty: true, shouldValidate: true });
      const message = generatedMessage(job.result.word_count ?? wordCount(job.result.content));
      dispatch(showToast(message.tone, message.text));
    } catch (error) {
      aiFailed(error, 'İçerik genişletilirken bir hata oluştu');
    }
  }

  async function onSeo() {
    const content = getValues('content');
    if (!textOf(content)) {
      dispatch(showToast('error', 'İçerik alanı boş olamaz'));
      return;
    }
    try {
      const job = await ai.run({ kind: 'seo', content });
      const seo = job.result?.seo;
      if (!seo) throw new AiJobError('SEO meta verileri oluşturulamadı.', job);
      setValue('seo_title', seo.title, { shouldDirty: true });
      setValue('seo_description', seo.description, { shouldDirty: true });
      setValue('seo_keywords', seo.keywords, { shouldDirty: true });
      dispatch(showToast('success', 'SEO meta verileri oluşturuldu'));
    } catch (error) {
      aiFailed(error, 'SEO meta verileri oluşturulamadı.');
    }
  }

  const seoTitleLength = watch('seo_title').length;
  const seoDescriptionLength = watch('seo_description').length;

  return (
    <div className="max-w-4xl">
      <div className="mb-4">
        <Link to="/admin/blog" className="text-sm text-slate-400 hover:text-white">
          ← Geri
        </Link>
      </div>
      <AdminPageHeader
        title={editing ? 'Blog Yazısını Düzenle' : 'Yeni Blog Yazısı'}
        actions={
          <button type="button" className={secondaryButton} disabled={busy !== 'idle'} onClick={() => setAiOpen(true)}>
            AI ile İçerik Oluştur
          </button>
        }
      />
      <DataState isLoading={editing && record.isLoading} error={record.error ? 'Blog yazısı yüklenirken bir hata oluştu' : null} onRetry={record.refetch}>
        <form noValidate onSubmit={handleSubmit(onSubmit, (e) => showTabOf(Object.keys(e)))} className="space-y-5 rounded-xl border border-slate-800 bg-slate-900 p-6" aria-busy={busy !== 'idle'}>
          <Tabs
            tabs={[
              ['content', 'İçerik'],
              ['seo', 'SEO'],
            ]}
            current={tab}
            onChange={setTab}
          />
          {busy === 'generating' && !aiOpen && (
            <p role="status" className="flex items-center gap-2 text-sm text-amber-200">
              <span className="h-4 w-4 animate-spin rounded-full border-2 border-slate-700 border-t-amber-400" />
              AI çalışıyor...
            </p>
          )}
          <div hidden={tab !== 'content'} className="space-y-5">
            <FormField id={`${ids}-title`} label="Başlık" error={errors.title?.message}>
              <input id={`${ids}-title`} className={inputClass} aria-invalid={!!errors.title} {...register('title')} />
            </FormField>
            <FormField id={`${ids}-category`} label="Kategori" error={errors.category?.message}>
              <input id={`${ids}-category`} className={inputClass} placeholder="Örn. Rehber" aria-invalid={!!errors.category} {...register('category')} />
            </FormField>
            <FormField id={`${ids}-excerpt`} label="Özet" error={errors.excerpt?.message}>
              <textarea id={`${ids}-excerpt`} rows={3} className={inputClass} aria-invalid={!!errors.excerpt} {...register('excerpt')} />
            </FormField>
            <FormField id={`${ids}-content`} label="İçerik" error={errors.content?.message}>
              <Controller
                control={control}
                name="content"
                render={({ field }) => <RichTextEditor id={`${ids}-content`} label="İçerik" value={field.value} onChange={field.onChange} invalid={!!errors.content} />}
              />
            </FormField>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="text-slate-400" data-testid="word-count">
                Kelime sayısı: {words}
              </span>
              {words < EXPAND_LINK_WORDS && (
                <button type="button" className="text-amber-300 hover:underline disabled:opacity-50" disabled={busy !== 'idle'} onClick={() => void onExpand()}>
                  İçeriği genişlet
                </button>
              )}
            </div>
            <ImageField id={`${ids}-image`} control={control} name="image_url" bucket="blog-images" error={errors.image_url?.message} />
          </div>
          <div hidden={tab !== 'seo'} className="space-y-5">
            <FormField id={`${ids}-seo-title`} label="SEO Başlığı" error={errors.seo_title?.message} hint={`${seoTitleLength}/60 karakter önerilir`}>
              <input id={`${ids}-seo-title`} className={inputClass} {...register('seo_title')} />
            </FormField>
            <FormField id={`${ids}-seo-description`} label="SEO Açıklaması" error={errors.seo_description?.message} hint={`${seoDescriptionLength}/160 karakter önerilir`}>
              <textarea id={`${ids}-seo-description`} rows={3} className={inputClass} {...register('seo_description')} />
            </FormField>
            <FormField id={`${ids}-seo-keywords`} label="SEO Anahtar Kelimeleri (virgülle ayırın)" error={errors.seo_keywords?.message}>
              <input id={`${ids}-seo-keywords`} className={inputClass} {...register('seo_keywords')} />
            </FormField>
            <FormField id={`${ids}-slug`} label="Slug (boş bırakılırsa başlıktan oluşturulur)" error={errors.slug?.message}>
              <input id={`${ids}-slug`} className={inputClass} {...register('slug')} />
            </FormField>
            <button type="button" className={secondaryButton} disabled={busy !== 'idle'} onClick={() => void onSeo()}>
              {busy === 'generating' ? 'Oluşturuluyor...' : 'AI ile SEO Oluştur'}
            </button>
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" className={secondaryButton} disabled={busy !== 'idle'} onClick={() => navigate('/admin/blog')}>
              İptal
            </button>
            <button type="submit" className={primaryButton} disabled={busy !== 'idle'}>
              {busy === 'saving' ? 'Kaydediliyor...' : editing ? 'Güncelle' : 'Kaydet'}
            </button>
          </div>
        </form>
      </DataState>
      <AiCreateDialog
        open={aiOpen}
        job={ai.job}
        running={ai.running}
        onSubmit={(form) => void onGenerate(form)}
        onCancelJob={() => ai.job && void cancelAiJob(ai.job.id).catch(() => dispatch(showToast('error', 'İşlem iptal edilemedi')))}
        onClose={() => setAiOpen(false)}
      />
      <HistorySection type="blog-posts" id={id} />
      {batch && <BatchResultsDialog posts={batch.posts} publishCount={batch.publishCount} failed={batch.failed} onClose={() => setBatch(null)} />}
    </div>
  );
}
