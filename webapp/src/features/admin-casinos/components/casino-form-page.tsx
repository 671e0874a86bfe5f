// /admin/casinos/new and /admin/casinos/edit/{id}: the casino form, with the fields the public
// cards and pages show beyond the spec's four: 'Öne Çıkan' (the card's badge), the rating and the
// details. Every save sends all of them. A failed save keeps what was typed and shows the api's
// messages on their fields.
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { inputClass } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { FormActions } from '@/components/admin/form-actions';
import { FormField } from '@/components/admin/form-field';
import { AdminPageHeader } from '@/components/admin/page-header';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { applyServerErrors } from '@/lib/admin-form';
import { showToast } from '@/stores/toasts-slice';
import { useCreateCasinoMutation, useGetAdminCasinoQuery, useUpdateCasinoMutation } from '../api/casinos-admin-api';
import { casinoFields, casinoFormOf, casinoInputOf, casinoSchema, emptyCasinoForm, type CasinoForm } from '../types/casino';
import { ClicksPanel } from '@/components/admin/clicks-panel';
import { HistorySection } from '@/components/admin/history-section';

const PLACEHOLDER_LOGO = '/logo.png';

export function CasinoFormPage() {
  const { id } = useParams();
  const editing = !!id;
  const ids = useId();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const list = useGetAdminCasinoQuery(id ?? '', { skip: !editing });
  const existing = list.data;
  const [create] = useCreateCasinoMutation();
  const [update] = useUpdateCasinoMutation();
  const [logoBroken, setLogoBroken] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CasinoForm>({ resolver: zodResolver(casinoSchema), defaultValues: emptyCasinoForm });

  useEffect(() => {
    if (existing) reset(casinoFormOf(existing));
  }, [existing, reset]);
  const logo = watch('logo_url');
  useEffect(() => setLogoBroken(false), [logo]);

  async function onSubmit(form: CasinoForm) {
    const input = casinoInputOf(form);
    try {
      if (editing) await update({ id: id!, ...input }).unwrap();
      else await create(input).unwrap();
      dispatch(showToast('success', editing ? 'Casino başarıyla güncellendi' : 'Casino başarıyla eklendi'));
      navigate('/admin/casinos');
    } catch (error) {
      const message = applyServerErrors(error, casinoFields, setError);
      dispatch(showToast('error', message ? `Casino kaydedilirken bir hata oluştu: ${message}` : 'Casino kaydedilirken bir hata oluştu'));
    }
  }

  const notFound = editing && !list.isLoading && !list.error && !existing;
  return (
    <div className="max-w-3xl">
      <Link to="/admin/casinos" className="mb-4 inline-block text-sm text-slate-400 hover:text-white">
        ← Geri
      </Link>
      <AdminPageHeader title={editing ? 'Casino Sitesini Düzenle' : 'Yeni Casino Sitesi Ekle'} />
      <DataState
        isLoading={editing && list.isLoading}
        error={list.error ? 'Casino bilgileri yüklenirken bir hata oluştu' : notFound ? 'Casino bulunamadı' : null}
        onRetry={list.refetch}
      >
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5 rounded-xl border border-slate-800 bg-slate-900 p-6">
          <FormField id={`${ids}-name`} label="Site Adı" error={errors.name?.message}>
            <input id={`${ids}-name`} className={inputClass} aria-invalid={!!errors.name} {...register('name')} />
          </FormField>
          <FormField id={`${ids}-url`} label="Site URL" error={errors.url?.message}>
            <input id={`${ids}-url`} className={inputClass} placeholder="https://" aria-invalid={!!errors.url} {...register('url')} />
          </FormField>
          <FormField id={`${ids}-logo`} label="Logo URL" error={errors.logo_url?.message}>
            <input id={`${ids}-logo`} className={inputClass} placeholder="https://" aria-invalid={!!errors.logo_url} {...register('logo_url')} />
          </FormField>
          {logo && (
            <img
              src={logoBroken ? PLACEHOLDER_LOGO : logo}
              alt="Logo önizleme"
              onError={() => setLogoBroken(true)}
              className="h-16 w-32 rounded-lg border border-slate-700 bg-white object-contain"
            />
          )}
          <FormField id={`${ids}-description`} label="Site Açıklaması" error={errors.description?.message}>
            <Controller
              control={control}
              name="description"
              render={({ field }) => (
                <RichTextEditor id={`${ids}-description`} label="Site Açıklaması" value={field.value} onChange={field.onChange} minHeight={200} invalid={!!errors.description} />
              )}
            />
          </FormField>
          <FormField id={`${ids}-details`} label="Site Detayları (isteğe bağlı)" error={errors.details?.message} hint="HTML kullanılabilir.">
            <textarea id={`${ids}-details`} rows={5} className={inputClass} aria-invalid={!!errors.details} {...register('details')} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
            <FormField id={`${ids}-rating`} label="Puan (0-5, isteğe bağlı)" error={errors.rating?.message}>
              <input id={`${ids}-rating`} type="number" min={0} max={5} step={0.1} inputMode="decimal" className={inputClass} aria-invalid={!!errors.rating} {...register('rating')} />
            </FormField>
            <label className="flex items-center gap-2 pb-2 text-sm text-slate-200">
              <input type="checkbox" className="h-4 w-4 accent-amber-400" {...register('featured')} />
              Öne Çıkan
            </label>
          </div>
          <FormActions cancelTo="/admin/casinos" editing={editing} saving={isSubmitting} />
        </form>
      </DataState>
      {editing && <ClicksPanel kind="casino" id={id} />}
      <HistorySection type="casinos" id={id} />
    </div>
  );
}
