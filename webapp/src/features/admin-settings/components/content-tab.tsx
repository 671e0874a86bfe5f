// The 'İçerik Alanları' tab of /admin/settings: the home blog-section text, HTML allowed.
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { primaryButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { showToast } from '@/stores/toasts-slice';
import { useGetAdminSettingsQuery, useSaveSettingsMutation } from '../api/settings-admin-api';

export function ContentTab() {
  const dispatch = useDispatch();
  const settings = useGetAdminSettingsQuery();
  const [save, { isLoading: saving }] = useSaveSettingsMutation();
  const [text, setText] = useState<string | null>(null);
  // Filled from each new answer (the first load, a restore from 'Geçmiş'), not from every render.
  useEffect(() => {
    if (settings.data) setText(settings.data.blog_section_text ?? '');
  }, [settings.data]);

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
