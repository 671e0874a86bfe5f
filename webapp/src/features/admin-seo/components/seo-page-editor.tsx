// One page's SEO row on /admin/seo-settings: title, description and keywords with character
// counters against the recommended limits (red above them), save, and the AI suggestions.
import { useEffect, useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { inputClass, primaryButton, secondaryButton } from '@/components/admin/buttons';
import { FormField } from '@/components/admin/form-field';
import { HistorySection } from '@/components/admin/history-section';
import { useAiJobRunner } from '@/hooks/use-ai-job-runner';
import { AiJobError, type AiSeo } from '@/lib/ai-jobs';
import { showToast } from '@/stores/toasts-slice';
import { useUpdateSeoSettingMutation } from '../api/seo-admin-api';
import { SEO_DESCRIPTION_LIMIT, SEO_TITLE_LIMIT, type AdminSeoSetting } from '../types/seo-setting';
import { SeoSuggestionsDialog } from './seo-suggestions-dialog';

function Counter({ length, limit }: { length: number; limit?: number }) {
  return (
    <span className={`text-xs ${limit && length > limit ? 'font-semibold text-red-400' : 'text-slate-400'}`} data-testid="seo-counter">
      {limit ? `${length}/${limit}` : `${length} karakter`}
    </span>
  );
}

export function SeoPageEditor({ row }: { row: AdminSeoSetting }) {
  const ids = useId();
  const dispatch = useDispatch();
  const [save, { isLoading }] = useUpdateSeoSettingMutation();
  const [draft, setDraft] = useState(row);
  const [suggestions, setSuggestions] = useState<AiSeo[] | null>(null);
  const ai = useAiJobRunner();
  useEffect(() => setDraft(row), [row]);
  const set = (key: 'title' | 'description' | 'keywords') => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });

  async function onSave() {
    try {
      await save(draft).unwrap();
      dispatch(showToast('success', 'SEO ayarları kaydedildi'));
    } catch {
      dispatch(showToast('error', 'SEO ayarları kaydedilirken bir hata oluştu'));
    }
  }

  async function onSuggest() {
    const content = [draft.title, draft.description, draft.keywords, row.page_path].filter((t) => t.trim()).join('\n');
    try {
      const job = await ai.run({ kind: 'page_seo', page_name: row.page_name, content });
      const options = job.result?.suggestions ?? [];
      if (options.length === 0) dispatch(showToast('error', 'SEO önerileri oluşturulamadı'));
      else setSuggestions(options);
    } catch (error) {
      dispatch(showToast('error', `SEO önerileri oluşturulurken bir hata oluştu: ${error instanceof AiJobError ? error.message : 'Bilinmeyen hata'}`));
    }
  }

  return (
    <div className="space-y-4 p-4">
      <FormField id={`${ids}-title`} label="Başlık" hint={<Counter length={draft.title.length} limit={SEO_TITLE_LIMIT} />}>
        <input id={`${ids}-title`} className={inputClass} value={draft.title} onChange={set('title')} />
      </FormField>
      <FormField id={`${ids}-description`} label="Açıklama" hint={<Counter length={draft.description.length} limit={SEO_DESCRIPTION_LIMIT} />}>
        <textarea id={`${ids}-description`} rows={3} className={inputClass} value={draft.description} onChange={set('description')} />
      </FormField>
      <FormField id={`${ids}-keywords`} label="Anahtar Kelimeler (virgülle ayırın)" hint={<Counter length={draft.keywords.length} />}>
        <input id={`${ids}-keywords`} className={inputClass} value={draft.keywords} onChange={set('keywords')} />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={secondaryButton} disabled={ai.running || isLoading} onClick={() => void onSuggest()}>
          {ai.running ? 'Öneriler hazırlanıyor...' : 'AI Önerileri'}
        </button>
        <button type="button" className={primaryButton} disabled={isLoading || ai.running} onClick={() => void onSave()}>
          {isLoading ? 'Kaydediliyor...' : 'Kaydet'}
        </button>
      </div>
      <HistorySection type="seo-settings" id={row.id} />
      {suggestions && (
        <SeoSuggestionsDialog
          suggestions={suggestions}
          onClose={() => setSuggestions(null)}
          onApply={(s) => {
            setDraft({ ...draft, title: s.title, description: s.description, keywords: s.keywords });
            setSuggestions(null);
          }}
        />
      )}
    </div>
  );
}
