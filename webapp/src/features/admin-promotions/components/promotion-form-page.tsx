// /admin/promotions/new and /admin/promotions/edit/{id}: the two-tab promotion form. A failed
// save keeps what was typed and shows the api's messages on their fields (and their tab). The
// casino is a picker that searches on the server; the category select is controlled, so the
// record's choice shows even when the choices arrive after the record (an uncontrolled select set
// before its options existed stayed on 'Kategori seçin').
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { inputClass } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { FormActions } from '@/components/admin/form-actions';
import { FormField } from '@/components/admin/form-field';
import { ImageField } from '@/components/admin/image-field';
import { AdminPageHeader } from '@/components/admin/page-header';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { Tabs } from '@/components/admin/tabs';
import { serverErrorFields, useLoadRecord, useTabOfErrors } from '@/components/admin/use-record-form';
import { applyServerErrors } from '@/lib/admin-form';
import { errorMessage, errorStatus } from '@/lib/api-error';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { showToast } from '@/stores/toasts-slice';
import {
  useCreatePromotionMutation,
  useGetAdminPromotionQuery,
  usePromotionCategoryOptionsQuery,
  useUpdatePromotionMutation,
} from '../api/promotions-admin-api';
import { CasinoPicker } from './casino-picker';
import { emptyPromotion, promotionFields, promotionSchema, settingsTabFields, toForm, toRequest, type PromotionForm } from '../types/promotion';
import { ClicksPanel } from '@/components/admin/clicks-panel';
import { HistorySection } from '@/components/admin/history-section';

export function PromotionFormPage() {
  const { id } = useParams();
  const editing = !!id;
  const ids = useId();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [tab, setTab] = useState<'details' | 'settings'>('details');
  const record = useGetAdminPromotionQuery(id ?? '', { skip: !editing });
  // Failures loading the choices are only logged (the spec's behaviour); the selects stay usable.
  const categories = usePromotionCategoryOptionsQuery();
  if (categories.error) console.error('promotion form choices', categories.error);
  const [create] = useCreatePromotionMutation();
  const [update] = useUpdatePromotionMutation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PromotionForm>({ resolver: zodResolver(promotionSchema), defaultValues: emptyPromotion });

  useLoadRecord(record, reset, toForm);
  const showTabOf = useTabOfErrors(setTab, 'details', 'settings', settingsTabFields);

  async function onSubmit(form: PromotionForm) {
    try {
      if (editing) await update({ id: id!, ...toRequest(form) }).unwrap();
      else await create(toRequest(form)).unwrap();
      dispatch(showToast('success', editing ? 'Promosyon başarıyla güncellendi' : 'Promosyon başarıyla eklendi'));
      navigate('/admin/promotions');
    } catch (error) {
      const message = applyServerErrors(error, promotionFields, setError);
      const detail = message ?? 'Lütfen işaretli alanları düzeltin';
      const failure = error as FetchBaseQueryError;
      // No answer (the network, an unreadable answer): the spec's text for a save that failed before the api could refuse it.
      if (errorStatus(failure) === undefined) dispatch(showToast('error', `Promosyon kaydedilirken bir hata oluştu: ${errorMessage(failure, 'Bilinmeyen hata')}`));
      else dispatch(showToast('error', editing ? `Promosyon güncellenirken hata: ${detail}` : `Promosyon eklenirken hata: ${detail}`));
      showTabOf(serverErrorFields(error));
    }
  }

  return (
    <div className="max-w-4xl">
      <div className="mb-4 flex items-center justify-between">
        <Link to="/admin/promotions" className="text-sm text-slate-400 hover:text-white">
          ← Geri
        </Link>
        <Link to="/admin/categories" className="text-sm text-amber-300 hover:underline">
          Kategorileri Yönet
        </Link>
      </div>
      <AdminPageHeader title={editing ? 'Promosyonu Düzenle' : 'Yeni Promosyon Ekle'} />
      <DataState isLoading={editing && record.isLoading} error={record.error ? 'Promosyon bilgileri yüklenirken bir hata oluştu' : null} onRetry={record.refetch}>
        <form noValidate onSubmit={handleSubmit(onSubmit, (e) => showTabOf(Object.keys(e)))} className="space-y-5 rounded-xl border border-slate-800 bg-slate-900 p-6">
          <Tabs
            tabs={[
              ['details', 'Promosyon Detayları'],
              ['settings', 'Promosyon Ayarları'],
            ]}
            current={tab}
            onChange={setTab}
          />
          <div hidden={tab !== 'details'} className="space-y-5">
            <FormField id={`${ids}-title`} label="Başlık" error={errors.title?.message}>
              <input id={`${ids}-title`} className={inputClass} aria-invalid={!!errors.title} {...register('title')} />
            </FormField>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField id={`${ids}-casino`} label="Casino (isteğe bağlı)" error={errors.casino_id?.message}>
                <Controller
                  control={control}
                  name="casino_id"
                  render={({ field }) => <CasinoPicker id={`${ids}-casino`} value={field.value} initialName={record.data?.casino?.name ?? null} onChange={field.onChange} />}
                />
              </FormField>
              <FormField id={`${ids}-category`} label="Kategori" error={errors.category_id?.message}>
                {categories.data && categories.data.length === 0 ? (
                  <p className="text-sm text-slate-400">Kategori bulunamadı</p>
                ) : (
                  <Controller
                    control={control}
                    name="category_id"
                    render={({ field }) => (
                      <select id={`${ids}-category`} className={inputClass} {...field}>
                        <option value="">Kategori seçin</option>
                        {(categories.data ?? []).map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.name}
                          </option>
                        ))}
                      </select>
                    )}
                  />
                )}
              </FormField>
            </div>
            <ImageField id={`${ids}-image`} control={control} name="image_url" bucket="promotions" error={errors.image_url?.message} />
            <FormField id={`${ids}-short`} label="Kısa Açıklama" error={errors.short_description?.message}>
              <textarea id={`${ids}-short`} rows={2} className={inputClass} aria-invalid={!!errors.short_description} {...register('short_description')} />
            </FormField>
            <FormField id={`${ids}-description`} label="Detaylı Açıklama" error={errors.description?.message}>
              <Controller
                control={control}
                name="description"
                render={({ field }) => <RichTextEditor id={`${ids}-description`} label="Detaylı Açıklama" value={field.value} onChange={field.onChange} minHeight={200} />}
              />
            </FormField>
            <FormField id={`${ids}-terms`} label="Şartlar ve Koşullar (her satıra bir şart)" error={errors.terms?.message}>
              <textarea id={`${ids}-terms`} className={inputClass} style={{ minHeight: 150 }} {...register('terms')} />
            </FormField>
          </div>
          <div hidden={tab !== 'settings'} className="space-y-5">
            <FormField id={`${ids}-url`} label="Promosyon URL" error={errors.url?.message}>
              <input id={`${ids}-url`} className={inputClass} placeholder="https://" aria-invalid={!!errors.url} {...register('url')} />
            </FormField>
            <FormField id={`${ids}-code`} label="Promosyon Kodu (isteğe bağlı)" error={errors.promotion_code?.message}>
              <input id={`${ids}-code`} className={inputClass} {...register('promotion_code')} />
            </FormField>
            <FormField id={`${ids}-expiry`} label="Bitiş Tarihi (isteğe bağlı)" error={errors.expiry_date?.message}>
              <input id={`${ids}-expiry`} type="datetime-local" className={inputClass} {...register('expiry_date')} />
            </FormField>
            <label className="flex items-center gap-2 text-sm text-slate-200">
              <input type="checkbox" className="h-4 w-4 accent-amber-400" {...register('is_active')} />
              Aktif
            </label>
          </div>
          <FormActions cancelTo="/admin/promotions" editing={editing} saving={isSubmitting} />
        </form>
      </DataState>
      {editing && <ClicksPanel kind="promotion" id={id} />}
      <HistorySection type="promotions" id={id} />
    </div>
  );
}
