// /admin/test-edge-function: buttons that run the publishing calls and show their JSON answers,
// for an operator checking the publisher.
import { useState } from 'react';
import { secondaryButton } from '@/components/admin/buttons';
import { AdminPageHeader } from '@/components/admin/page-header';
import { adminFetch } from '@/lib/admin-fetch';

const CALLS = [
  { label: 'Ayarları Kontrol Et', method: 'GET', path: '/api/admin/scheduled-publishing' },
  { label: 'Yayınlama Fonksiyonunu Çalıştır', method: 'POST', path: '/api/admin/scheduled-publishing/run' },
  { label: 'Son AI İşlerini Getir', method: 'GET', path: '/api/admin/ai/jobs?limit=5' },
] as const;

export function PublisherTestPage() {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);

  async function call(c: (typeof CALLS)[number]) {
    setBusy(c.label);
    try {
      const response = await adminFetch(c.path, { method: c.method, ...(c.method === 'POST' ? { headers: { 'Content-Type': 'application/json' }, body: '{"manual":true}' } : {}) });
      const text = await response.text();
      let pretty = text;
      try {
        pretty = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // not JSON: shown as it came
      }
      setAnswers((a) => ({ ...a, [c.label]: `HTTP ${response.status}\n${pretty}` }));
    } catch (error) {
      setAnswers((a) => ({ ...a, [c.label]: `İstek başarısız: ${(error as Error).message}` }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="max-w-4xl">
      <AdminPageHeader title="Yayınlama Fonksiyonları Testi" />
      <div className="space-y-4">
        {CALLS.map((c) => (
          <section key={c.label} className="rounded-xl border border-slate-800 bg-slate-900 p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <p className="font-semibold text-white">{c.label}</p>
                <p className="font-mono text-xs text-slate-400">
                  {c.method} {c.path}
                </p>
              </div>
              <button type="button" className={secondaryButton} disabled={busy !== null} onClick={() => void call(c)}>
                {busy === c.label ? 'Çalışıyor...' : 'Çalıştır'}
              </button>
            </div>
            {answers[c.label] && (
              <pre className="mt-3 max-h-80 overflow-auto rounded-lg bg-slate-950 p-3 text-xs text-slate-200" data-testid="call-answer">
                {answers[c.label]}
              </pre>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
