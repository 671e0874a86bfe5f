// The blog editor, the AI writing tools and scheduled publishing come with the worker's jobs;
// until then their menu entries lead here instead of nowhere.
import { AdminPageHeader } from '@/components/admin/page-header';

export function ComingSoonPage({ title }: { title: string }) {
  return (
    <div>
      <AdminPageHeader title={title} />
      <p className="rounded-xl border border-dashed border-slate-700 p-10 text-center text-slate-400">Bu bölüm hazırlanıyor.</p>
    </div>
  );
}
