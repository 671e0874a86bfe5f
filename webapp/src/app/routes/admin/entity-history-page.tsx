// /admin/history/{type}/{id}: one entity's 'Geçmiş' as a page of its own, where the activity log
// and the category dialog link to; it also shows the versions of an entity in the bin.
import { Link, useParams } from 'react-router';
import { HistoryPanelLazy } from '@/components/admin/history-section';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ENTITY_TAGS, type EntityType } from '@/lib/history-api';

const isEntityType = (type: string | undefined): type is EntityType => !!type && type in ENTITY_TAGS;

export function EntityHistoryPage() {
  const { type, id } = useParams();
  return (
    <div className="max-w-5xl">
      <div className="mb-4">
        <Link to="/admin/activity" className="text-sm text-slate-400 hover:text-white">
          ← Etkinlik Günlüğü
        </Link>
      </div>
      <AdminPageHeader title="Geçmiş" />
      <div className="rounded-xl border border-slate-800 bg-slate-900 p-5">
        {isEntityType(type) && id ? <HistoryPanelLazy type={type} id={id} /> : <p className="text-sm text-slate-400">Bu kayıt türünün geçmişi yok.</p>}
      </div>
    </div>
  );
}
