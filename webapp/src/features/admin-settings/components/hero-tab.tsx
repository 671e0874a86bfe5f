// The 'Hero Bölümü' tab of /admin/settings: the home hero's texts; save enabled once something
// changed.
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import { inputClass, primaryButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { FormField } from '@/components/admin/form-field';
import { applyServerErrors } from '@/lib/admin-form';
import { showToast } from '@/stores/toasts-slice';
import { useGetAdminHeroQuery, useSaveHeroMutation } from '../api/settings-admin-api';
import { heroFields, heroSchema, type HeroInput } from '../types/hero';

const HERO_LABELS: [keyof HeroInput, string][] = [
  ['upper_title', 'Üst Başlık'],
  ['main_title', 'Ana Başlık'],
  ['highlighted_text', 'Vurgulanacak Metin'],
  ['description', 'Açıklama'],
  ['button_text', 'Buton Metni'],
  ['button_url', 'Buton URL'],
];

export function HeroTab() {
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
