// /admin/splash-ads/new and /admin/splash-ads/edit/{id}: title, link and image (upload or URL),
// under the spec's note on when the popup appears (the site shows it 7 s after a page loads).
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { HistorySection } from '@/components/admin/history-section';
import { inputClass } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { FormActions } from '@/components/admin/form-actions';
import { FormField } from '@/components/admin/form-field';
import { ImageField } from '@/components/admin/image-field';
import { AdminPageHeader } from '@/components/admin/page-header';
import { applyServerErrors } from '@/lib/admin-form';
import { showToast } from '@/stores/toasts-slice';
import { useCreateSplashAdMutation, useGetAdminSplashAdQuery, useUpdateSplashAdMutation } from '../api/splash-ads-admin-api';
import { splashAdFields, splashAdSchema, type SplashAdInput } from '../types/splash-ad';

export function SplashAdFormPage() {
  const { id } = useParams();
  const editing = !!id;
  const ids = useId();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const record = useGetAdminSplashAdQuery(id ?? '', { skip: !editing });
  const [create] = useCreateSplashAdMutation();
  const [update] = useUpdateSplashAdMutation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SplashAdInput>({ resolver: zodResolver(splashAdSchema), defaultValues: { title: '', href: '', image_url: '', is_active: true } });
  useEffect(() => {
    if (record.data) reset({ title: record.data.title, href: record.data.href, image_url: record.data.image_url, is_active: record.data.is_active });
  }, [record.data, reset]);

  async function onSubmit(input: SplashAdInput) {
    try {
      if (editing) await update({ id: id!, ...input }).unwrap();
      else await create(input).unwrap();
      dispatch(showToast('success', editing ? 'Splash reklam güncellendi' : 'Splash reklam eklendi'));
      navigate('/admin/splash-ads');
    } catch (error) {
      applyServerErrors(error, splashAdFields, setError);
      dispatch(showToast('error', 'Splash reklam kaydedilirken bir hata oluştu'));
    }
  }

  return (
    <div className="max-w-3xl">
      <Link to="/admin/splash-ads" className="mb-4 inline-block text-sm text-slate-400 hover:text-white">
        ← Geri
      </Link>
      <AdminPageHeader title={editing ? 'Splash Reklamı Düzenle' : 'Yeni Splash Reklam'} />
      <DataState isLoading={editing && record.isLoading} error={record.error ? 'Splash reklam yüklenirken bir hata oluştu' : null} onRetry={record.refetch}>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5 rounded-xl border border-slate-800 bg-slate-900 p-6">
          <p className="rounded-lg border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100" data-testid="splash-timing-note">
            Bu reklam, ziyaretçi siteye girdikten 5-10 saniye sonra açılır pencere olarak gösterilir.
          </p>
          <FormField id={`${ids}-title`} label="Başlık" error={errors.title?.message}>
            <input id={`${ids}-title`} className={inputClass} aria-invalid={!!errors.title} {...register('title')} />
          </FormField>
          <FormField id={`${ids}-href`} label="Bağlantı" error={errors.href?.message}>
            <input id={`${ids}-href`} className={inputClass} placeholder="https://" aria-invalid={!!errors.href} {...register('href')} />
          </FormField>
          <ImageField id={`${ids}-image`} control={control} name="image_url" bucket="splash-ads" error={errors.image_url?.message} />
          <label className="flex items-center gap-2 text-sm text-slate-200">
            <input type="checkbox" className="h-4 w-4 accent-amber-400" {...register('is_active')} />
            Aktif
          </label>
          <FormActions cancelTo="/admin/splash-ads" editing={editing} saving={isSubmitting} />
        </form>
      </DataState>
      <HistorySection type="splash-ads" id={id} />
    </div>
  );
}
