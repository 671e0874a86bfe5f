// The AI's SEO suggestions for a page: three options, the parts over the recommended lengths in
// red, and 'Seç ve Uygula' to copy the chosen one into the page's fields (saved with 'Kaydet').
import { useState } from 'react';
import { primaryButton, secondaryButton } from '@/components/admin/buttons';
import { Dialog } from '@/components/admin/dialog';
import type { AiSeo } from '@/lib/ai-jobs';
import { SEO_DESCRIPTION_LIMIT, SEO_TITLE_LIMIT } from '../types/seo-setting';

export function SeoSuggestionsDialog({ suggestions, onApply, onClose }: { suggestions: AiSeo[]; onApply: (s: AiSeo) => void; onClose: () => void }) {
  const [chosen, setChosen] = useState(0);
  const over = (text: string, limit: number) => (text.length > limit ? 'text-red-400' : 'text-slate-200');
  return (
    <Dialog
      title="SEO Önerileri"
      open
      wide
      onClose={onClose}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>
            İptal
          </button>
          <button type="button" className={primaryButton} disabled={suggestions.length === 0} onClick={() => onApply(suggestions[chosen])}>
            Seç ve Uygula
          </button>
        </>
      }
    >
      <fieldset className="space-y-3">
        <legend className="sr-only">Bir öneri seçin</legend>
        {suggestions.map((s, i) => (
          <label key={i} className={`block cursor-pointer rounded-lg border p-3 ${chosen === i ? 'border-amber-400 bg-slate-800/60' : 'border-slate-700'}`} data-testid="seo-suggestion">
            <span className="flex items-start gap-3">
              <input type="radio" name="seo-suggestion" className="mt-1 accent-amber-400" checked={chosen === i} onChange={() => setChosen(i)} />
              <span className="space-y-1 text-sm">
                <span className={`block font-semibold ${over(s.title, SEO_TITLE_LIMIT)}`}>
                  {s.title} <span className="text-xs font-normal">({s.title.length}/{SEO_TITLE_LIMIT})</span>
                </span>
                <span className={`block ${over(s.description, SEO_DESCRIPTION_LIMIT)}`}>
                  {s.description} <span className="text-xs">({s.description.length}/{SEO_DESCRIPTION_LIMIT})</span>
                </span>
                <span className="block text-xs text-slate-400">{s.keywords}</span>
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
