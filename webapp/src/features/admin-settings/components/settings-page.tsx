// /admin/settings: the 'Hero Bölümü' tab (save enabled once something changed) and the
// 'İçerik Alanları' tab (the home blog-section text, HTML allowed).
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import { inputClass, primaryButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { FormField } from '@/components/admin/form-field';
import { AdminPageHeader } from '@/components/admin/page-header';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { Tabs } from '@/components/admin/tabs';
import { applyServerErrors } from '@/lib/admin-form';
import { showToast } from '@/stores/toasts-slice';
import { useGetAdminHeroQuery, useGetAdminSettingsQuery, useSaveHeroMutation, useSaveSettingsMutation } from '../api/settings-admin-api';
import { heroFields, heroSchema, type HeroInput } from '../types/hero';

const HERO_LABELS: [keyof HeroInput, string][] = [
  ['upper_title', 'Üst Başlık'],
  ['main_title', 'Ana Başlık'],
  ['highlighted_text', 'Vurgulanacak Metin'],
  ['description', 'Açıklama'],
  ['button_text', 'Buton Metni'],
  ['button_url', 'Buton URL'],
];

function HeroTab() {
  const ids = useId();
  const dispatch = useDispatch();
  const hero = useGetAdminHeroQuery();
  const [save] = useSaveHeroMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<HeroInput>({ resolver: zodResolver(heroSchema) });
  useEffect(() => {
    if (hero.data) reset(Object.fromEntries(HERO_LABELS.map(([k]) => [k, hero.data![k] ?? ''])) as HeroInput);
  }, [hero.data, reset]);
  useEffect(() => {
    if (hero.error) dispatch(showToast('error', 'Hero bölümü ayarları yüklenirken bir hata oluştu'));
  }, [hero.error, dispatch]);

  async function onSubmit(input: HeroInput) {
    try {
      const saved = await save(input).unwrap();
      reset(Object.fromEntries(HERO_LABELS.map(([k]) => [k, saved[k] ?? input[k]])) as HeroInput);
      dispatch(showToast('success', 'Hero bölümü kaydedildi'));
    } catch (error) {
      applyServerErrors(error, heroFields, setError);
      dispatch(showToast('error', 'Hero bölümü ayarları kaydedilirken bir hata oluştu'));
    }
  }

  return (
    <DataState isLoading={hero.isLoading} error={hero.error ? 'Hero bölümü ayarları yüklenirken bir hata oluştu' : null} onRetry={hero.refetch}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        {HERO_LABELS.map(([key, label]) => (
          <FormField key={key} id={`${ids}-${key}`} label={label} error={errors[key]?.message}>
            {key === 'description' ? (
              <textarea id={`${ids}-${key}`} rows={3} className={inputClass} aria-invalid={!!errors[key]} {...register(key)} />
            ) : (
              <input id={`${ids}-${key}`} className={inputClass} aria-invalid={!!errors[key]} {...register(key)} />
            )}
          </FormField>
        ))}
        <p className="text-xs text-slate-400">Buton URL'si sayfa içi bir bağlantı olabilir (ör. #promosyonlar) ya da tam bir adres.</p>
        <div className="flex justify-end">
          <button type="submit" className={primaryButton} disabled={!isDirty || isSubmitting}>
            {isSubmitting ? 'Kaydediliyor...' : 'Kaydet'}
          </button>
        </div>
      </form>
    </DataState>
  );
}

function ContentTab() {
  const dispatch = useDispatch();
  const settings = useGetAdminSettingsQuery();
  const [save, { isLoading: saving }] = useSaveSettingsMutation();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data && text === null) setText(settings.data.blog_section_text ?? '');
  }, [settings.data, text]);
  useEffect(() => {
    if (settings.error) dispatch(showToast('error', 'Ayarlar yüklenirken bir hata oluştu'));
  }, [settings.error, dispatch]);

  async function onSave() {
    try {
      await save({ blog_section_text: text?.trim() ? text : null }).unwrap();
      dispatch(showToast('success', 'İçerik ayarları kaydedildi'));
    } catch {
      dispatch(showToast('error', 'İçerik ayarları kaydedilirken bir hata oluştu'));
    }
  }

  return (
    <DataState isLoading={settings.isLoading} error={settings.error ? 'Ayarlar yüklenirken bir hata oluştu' : null} onRetry={settings.refetch}>
      <div className="space-y-4">
        <p className="text-sm text-slate-300">Ana sayfadaki blog bölümünün metni (HTML kullanılabilir).</p>
        <RichTextEditor label="Blog bölümü metni" value={text ?? ''} onChange={setText} />
        <div className="flex justify-end">
          <button type="button" className={primaryButton} disabled={saving} onClick={() => void onSave()}>
            {saving ? 'Kaydediliyor...' : 'Kaydet'}
          </button>
        </div>
      </div>
    </DataState>
  );
}

export function SettingsPage() {
  const [tab, setTab] = useState<'hero' | 'content'>('hero');
  return (
    <div className="max-w-3xl">
      <AdminPageHeader title="Site Ayarları" />
      <Tabs
        className="mb-5"
        tabs={[
          ['hero', 'Hero Bölümü'],
          ['content', 'İçerik Alanları'],
        ]}
        current={tab}
        onChange={setTab}
      />
      <div className="rounded-xl border border-slate-800 bg-slate-900 p-6">{tab === 'hero' ? <HeroTab /> : <ContentTab />}</div>
    </div>
  );
}
