// /admin/activity, 'Etkinlik Günlüğü': every admin action across the product (content changes,
// restores, publishing, sign-ins and failed sign-ins, TOTP and session changes), newest first.
// The filters (admin, entity type, action, date range) and the page live in the URL; each row
// links to its entity's history; 'CSV indir' saves every row the filters match. Emails and
// labels break anywhere, so the five columns fit a tablet's width (820 px) without scrolling.
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { AdminTable } from '@/components/admin/admin-table';
import { inputClass, secondaryButton, smallButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { FormField } from '@/components/admin/form-field';
import { FilterSelect, Pagination } from '@/components/admin/list-controls';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useListView } from '@/components/admin/use-list-view';
import { formatDateTime } from '@/lib/format-date';
import { ACTION_LABELS, ENTITY_TYPE_LABELS, actionLabel, entityTypeLabel, historyPagePath } from '@/lib/history-labels';
import { showToast } from '@/stores/toasts-slice';
import { useListActivityAdminsQuery, useListActivityQuery } from '../api/activity-admin-api';
import { ACTIVITY_FILTERS, dateRangeSchema, type ActivityFilters, type ActivityRow, type DateRange } from '../types/activity';
import { downloadActivityCsv } from '../utils/download-csv';

const TYPES = { '': 'Tüm türler', ...ENTITY_TYPE_LABELS, account: 'Hesap (giriş ve güvenlik)' };
const ACTIONS = { '': 'Tüm işlemler', ...ACTION_LABELS };

function DateRangeForm({ from, to, onApply }: { from: string; to: string; onApply: (range: DateRange) => void }) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DateRange>({ resolver: zodResolver(dateRangeSchema), defaultValues: { from, to } });
  useEffect(() => reset({ from, to }), [from, to, reset]);
  return (
    <form noValidate onSubmit={handleSubmit(onApply)} className="flex flex-wrap items-start gap-3" aria-label="Tarih aralığı">
      <FormField id={`${ids}-from`} label="Başlangıç" error={errors.from?.message}>
        <input id={`${ids}-from`} type="date" className={inputClass} aria-invalid={!!errors.from} {...register('from')} />
      </FormField>
      <FormField id={`${ids}-to`} label="Bitiş" error={errors.to?.message}>
        <input id={`${ids}-to`} type="date" className={inputClass} aria-invalid={!!errors.to} {...register('to')} />
      </FormField>
      <button type="submit" className={`${secondaryButton} mt-6`}>
        Uygula
      </button>
    </form>
  );
}

function EntityCell({ row }: { row: ActivityRow }) {
  const label = row.entity_label ?? (row.entity_type === 'account' ? row.actor.label : '-');
  if (!row.history_path || !row.entity_id) return <span className="text-slate-200">{label}</span>;
  return (
    <Link to={historyPagePath(row.entity_type, row.entity_id)} className="text-amber-300 hover:underline" title="Geçmişi göster">
      {label}
    </Link>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

export function ActivityPage() {
  const dispatch = useDispatch();
  const { view, change, restoring } = useListView(ACTIVITY_FILTERS);
  const filters = view.filters as ActivityFilters;
  const { data, isLoading, isFetching, error, refetch } = useListActivityQuery({ filters, page: view.page }, { skip: restoring });
  const admins = useListActivityAdminsQuery();
  if (admins.error) console.error('activity log admins', admins.error);
  const [downloading, setDownloading] = useState(false);
  const rows = data?.items ?? [];
  const filtered = ACTIVITY_FILTERS.some((name) => filters[name]);
  const adminOptions = { '': 'Tüm yöneticiler', ...Object.fromEntries((admins.data ?? []).map((a) => [a.id, a.email])) };

  async function onCsv() {
    setDownloading(true);
    try {
      await downloadActivityCsv(filters, today());
    } catch {
      dispatch(showToast('error', 'CSV dosyası indirilirken bir hata oluştu'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div>
      <AdminPageHeader
        title="Etkinlik Günlüğü"
        actions={
          <button type="button" className={secondaryButton} disabled={downloading} onClick={() => void onCsv()}>
            {downloading ? 'İndiriliyor...' : 'CSV indir'}
          </button>
        }
      />
      <div className="mb-4 space-y-3 rounded-xl border border-slate-800 bg-slate-900 p-4">
        <div className="flex flex-wrap items-center gap-3">
          <FilterSelect label="Yöneticiye göre filtrele" value={filters.admin} options={adminOptions} onChange={(admin) => change({ admin })} />
          <FilterSelect label="Türe göre filtrele" value={filters.entity_type} options={TYPES} onChange={(entity_type) => change({ entity_type })} />
          <FilterSelect label="İşleme göre filtrele" value={filters.action} options={ACTIONS} onChange={(action) => change({ action })} />
          {filtered && (
            <button type="button" className={smallButton} onClick={() => change(Object.fromEntries(ACTIVITY_FILTERS.map((name) => [name, ''])))}>
              Filtreleri temizle
            </button>
          )}
          {isFetching && !isLoading && <span className="text-xs text-slate-400">Yükleniyor...</span>}
        </div>
        <DateRangeForm from={filters.from} to={filters.to} onApply={(range) => change(range)} />
      </div>
      <DataState
        isLoading={isLoading || restoring}
        error={error ? 'Etkinlik günlüğü yüklenirken bir hata oluştu' : null}
        onRetry={refetch}
        isEmpty={rows.length === 0}
        empty={filtered ? 'Filtrelere uyan etkinlik yok' : 'Henüz etkinlik yok'}
      >
        <AdminTable columns={['Zaman', 'Yönetici', 'İşlem', 'Tür', 'Kayıt']} minWidth={720}>
          {rows.map((row) => (
            <tr key={row.id} className="bg-slate-950" data-testid="activity-row">
              <td className="whitespace-nowrap px-4 py-3 text-slate-400">
                <time dateTime={row.at}>{formatDateTime(row.at)}</time>
              </td>
              <td className="px-4 py-3 text-slate-200 wrap-anywhere">{row.actor.label}</td>
              <td className={`px-4 py-3 ${row.action === 'sign_in_failed' ? 'text-red-300' : 'text-white'}`}>{actionLabel(row.action)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-300">{entityTypeLabel(row.entity_type)}</td>
              <td className="px-4 py-3 text-right wrap-anywhere">
                <EntityCell row={row} />
                {row.address && (
                  <p className="font-mono text-xs text-slate-400" title="Girişin geldiği adres bloğu">
                    {row.address}
                  </p>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      </DataState>
      {data && <Pagination page={data} onPage={(page) => change({ page })} />}
    </div>
  );
}
