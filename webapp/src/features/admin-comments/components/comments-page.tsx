// /admin/comments: search, rating filter and sort (the view in the URL), the table a page at a
// time (promotion and casino, user, x/5, comment, date and time), the edit dialog and a
// confirmed delete.
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import { inputClass } from '@/components/admin/buttons';
import { BulkBar, useRowSelection } from '@/components/admin/bulk-bar';
import { FilterSelect, ListToolbar, Pagination } from '@/components/admin/list-controls';
import { useListView } from '@/components/admin/use-list-view';
import { DataState } from '@/components/admin/data-state';
import { Dialog } from '@/components/admin/dialog';
import { DialogFormFooter } from '@/components/admin/dialog-form-footer';
import { FormField } from '@/components/admin/form-field';
import { AdminPageHeader } from '@/components/admin/page-header';
import { AdminTable } from '@/components/admin/admin-table';
import { RowActions } from '@/components/admin/row-actions';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { applyServerErrors } from '@/lib/admin-form';
import { listParams } from '@/lib/admin-list';
import { showToast } from '@/stores/toasts-slice';
import { useDeleteCommentMutation, useListAdminCommentsQuery, useUpdateCommentMutation } from '../api/comments-admin-api';
import { commentFields, commentSchema, type AdminComment, type CommentInput } from '../types/comment';

const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' });

function EditDialog({ comment, onClose }: { comment: AdminComment | null; onClose: () => void }) {
  const ids = useId();
  const dispatch = useDispatch();
  const [save] = useUpdateCommentMutation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CommentInput>({ resolver: zodResolver(commentSchema) });
  useEffect(() => {
    if (comment) reset({ user_name: comment.user_name, comment: comment.comment, rating: comment.rating });
  }, [comment, reset]);

  async function onSubmit(input: CommentInput) {
    try {
      await save({ id: comment!.id, ...input }).unwrap();
      dispatch(showToast('success', 'Yorum güncellendi'));
      onClose();
    } catch (error) {
      applyServerErrors(error, commentFields, setError);
      dispatch(showToast('error', 'Yorum güncellenirken bir hata oluştu'));
    }
  }

  return (
    <Dialog
      open={!!comment}
      title="Yorumu Düzenle"
      onClose={onClose}
      locked={isSubmitting}
      footer={<DialogFormFooter formId={`${ids}-form`} saving={isSubmitting} onCancel={onClose} />}
    >
      <form id={`${ids}-form`} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <FormField id={`${ids}-name`} label="Kullanıcı Adı" error={errors.user_name?.message}>
          <input id={`${ids}-name`} className={inputClass} {...register('user_name')} />
        </FormField>
        <FormField id={`${ids}-rating`} label="Puan" error={errors.rating?.message}>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <div id={`${ids}-rating`} className="flex gap-1" role="radiogroup" aria-label="Puan">
                {[1, 2, 3, 4, 5].map((n) => (
                  <button
                    key={n}
                    type="button"
                    role="radio"
                    aria-checked={field.value === n}
                    aria-label={`${n} yıldız`}
                    onClick={() => field.onChange(n)}
                    className={`text-2xl ${n <= field.value ? 'text-amber-400' : 'text-slate-600'}`}
                  >
                    ★
                  </button>
                ))}
              </div>
            )}
          />
        </FormField>
        <FormField id={`${ids}-comment`} label="Yorum" error={errors.comment?.message}>
          <textarea id={`${ids}-comment`} rows={4} className={inputClass} {...register('comment')} />
        </FormField>
      </form>
    </Dialog>
  );
}

const FILTERS = ['rating'] as const;
const SORTS = { created: 'Tarih', rating: 'Puan' };
const RATINGS = { '': 'Tüm puanlar', ...Object.fromEntries([5, 4, 3, 2, 1].map((n) => [String(n), `${n} yıldız`])) };

export function CommentsPage() {
  const { view, change, typed, setTyped, restoring } = useListView(FILTERS);
  const { data, isFetching, isLoading, error, refetch } = useListAdminCommentsQuery(view, { skip: restoring });
  const rows = data?.items ?? [];
  const selection = useRowSelection();
  const [remove] = useDeleteCommentMutation();
  const [editing, setEditing] = useState<AdminComment | null>(null);
  const deletion = useConfirmedDelete<AdminComment>({
    remove: (c) => remove(c.id).unwrap(),
    success: 'Yorum silindi',
    failure: () => 'Yorum silinirken bir hata oluştu',
    title: 'Yorumu sil',
    message: () => 'Bu yorum silinsin mi? Bu işlem geri alınamaz.',
  });

  return (
    <div>
      <AdminPageHeader title="Yorumlar" />
      <ListToolbar
        search={typed}
        onSearch={setTyped}
        searchLabel="Yorumlarda ara"
        sorts={SORTS}
        sort={view.sort}
        order={view.order}
        defaultSort="created"
        defaultOrder="desc"
        onSort={(sort, order) => change({ sort, order })}
        busy={isFetching && !isLoading}
      >
        <FilterSelect label="Puana göre filtrele" value={view.filters.rating} options={RATINGS} onChange={(rating) => change({ rating })} />
      </ListToolbar>
      <BulkBar
        list="/api/admin/comments"
        tags={['Comment']}
        actions={{ delete: 'Sil' }}
        params={listParams(view)}
        selected={selection.selected}
        matching={data?.total ?? 0}
        pageIds={rows.map((r) => r.id)}
        onSelectPage={selection.set}
        onClear={selection.clear}
      />
      <DataState isLoading={isLoading || restoring} error={error ? 'Yorumlar yüklenirken bir hata oluştu' : null} onRetry={refetch} isEmpty={rows.length === 0} empty="Yorum bulunamadı">
        <AdminTable columns={['Seç', 'Promosyon', 'Kullanıcı', 'Puan', 'Yorum', 'Tarih', 'İşlemler']} minWidth={860}>
          {rows.map((c) => (
            <tr key={c.id} className="bg-slate-950">
              <td className="px-4 py-3">
                <input type="checkbox" className="h-4 w-4 accent-amber-400" aria-label={`${c.user_name} seç`} checked={selection.selected.has(c.id)} onChange={() => selection.toggle(c.id)} />
              </td>
              <td className="px-4 py-3">
                <p className="font-medium text-white">{c.promotion_title ?? '-'}</p>
                <p className="text-xs text-slate-400">{c.casino_name ?? 'Diğer'}</p>
              </td>
              <td className="px-4 py-3">{c.user_name}</td>
              <td className="px-4 py-3 text-amber-300">{c.rating}/5</td>
              <td className="max-w-sm px-4 py-3 text-slate-300">{c.comment}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-400">{dateTime.format(new Date(c.created_at))}</td>
              <td className="px-4 py-3">
                <RowActions edit={() => setEditing(c)} onDelete={() => deletion.ask(c)} />
              </td>
            </tr>
          ))}
        </AdminTable>
      </DataState>
      {data && <Pagination page={data} onPage={(page) => change({ page })} />}
      <EditDialog comment={editing} onClose={() => setEditing(null)} />
      {deletion.dialog}
    </div>
  );
}
