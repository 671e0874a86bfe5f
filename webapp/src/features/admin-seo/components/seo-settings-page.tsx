// /admin/seo-settings: an accordion of pages; title, description and keywords per page with
// character counters against the recommended 60 and 160 (red above them), and AI suggestions
// written by the worker's AI job (the page's name and current texts are its input).
import { useState } from 'react';
import { DataState } from '@/components/admin/data-state';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useListSeoSettingsQuery } from '../api/seo-admin-api';
import { SeoPageEditor } from './seo-page-editor';

export function SeoSettingsPage() {
  const { data = [], isLoading, error, refetch } = useListSeoSettingsQuery();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="max-w-4xl">
      <AdminPageHeader title="SEO Ayarları" />
      <DataState isLoading={isLoading} error={error ? 'SEO ayarları yüklenirken bir hata oluştu' : null} onRetry={refetch} isEmpty={data.length === 0} empty="Henüz SEO kaydı yok">
        <div className="divide-y divide-slate-800 overflow-hidden rounded-xl border border-slate-800 bg-slate-900">
          {data.map((row) => (
            <section key={row.id}>
              <h2>
                <button
                  type="button"
                  aria-expanded={open === row.id}
                  onClick={() => setOpen(open === row.id ? null : row.id)}
                  className="flex w-full items-center justify-between px-4 py-3 text-left hover:bg-slate-800/60"
                >
                  <span className="font-semibold text-white">{row.page_name}</span>
                  <span className="font-mono text-xs text-slate-400">{row.page_path}</span>
                </button>
              </h2>
              {open === row.id && <SeoPageEditor row={row} />}
            </section>
          ))}
        </div>
      </DataState>
    </div>
  );
}
