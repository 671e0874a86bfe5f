// /admin/categories: the table and the add/edit dialog. The slug follows the name until it is
// edited by hand; a taken slug and deleting a category in use are refused with the spec's words,
// one at a time or as a bulk action's refusals.
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import { BulkBar, useRowSelection } from '@/components/admin/bulk-bar';
import { Link } from 'react-router';
import { inputClass, primaryButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { Dialog } from '@/components/admin/dialog';
import { DialogFormFooter } from '@/components/admin/dialog-form-footer';
import { FormField } from '@/components/admin/form-field';
import { AdminPageHeader } from '@/components/admin/page-header';
import { AdminTable } from '@/components/admin/admin-table';
import { RowActions } from '@/components/admin/row-actions';
import { FilterSelect, ListToolbar, Pagination } from '@/components/admin/list-controls';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { useListView } from '@/components/admin/use-list-view';
import { applyServerErrors } from '@/lib/admin-form';
import { listParams } from '@/lib/admin-list';
import { errorMessage } from '@/lib/api-error';
import { historyPagePath } from '@/lib/history-labels';
import { showToast } from '@/stores/toasts-slice';
import { useCreateCategoryMutation, useDeleteCategoryMutation, useListAdminCategoriesQuery, useUpdateCategoryMutation } from '../api/categories-admin-api';
import { categoryFields, categorySchema, type AdminCategory, type CategoryInput } from '../types/category';
import { categorySlug } from '../utils/category-slug';

const IN_USE = 'Bu kategori kullanımda olduğu için silinemez';

function CategoryDialog({ category, open, onClose }: { category: AdminCategory | null; open: boolean; onClose: () => void }) {
  const ids = useId();
  const dispatch = useDispatch();
  const [create] = useCreateCategoryMutation();
  const [update] = useUpdateCategoryMutation();
  const [slugTouched, setSlugTouched] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CategoryInput>({ resolver: zodResolver(categorySchema) });

  useEffect(() => {
    if (!open) return;
    reset({ name: category?.name ?? '', slug: category?.slug ?? '', description: category?.description ?? '', is_active: category?.is_active ?? true });
    setSlugTouched(!!category);
  }, [open, category, reset]);

  const name = register('name', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (!slugTouched) setValue('slug', categorySlug(event.target.value));
    },
  });

  async function onSubmit(input: CategoryInput) {
    const body = { ...input, name: input.name.trim(), slug: input.slug.trim(), description: input.description.trim() || null };
    try {
      if (category) await update({ id: category.id, ...body }).unwrap();
      else await create(body).unwrap();
      dispatch(showToast('success', category ? 'Kategori güncellendi' : 'Kategori eklendi'));
      onClose();
    } catch (error) {
      const message = applyServerErrors(error, categoryFields, setError);
      const status = (error as { status?: number }).status;
      if (status === 409 && !message) dispatch(showToast('error', 'Bu slug değeri zaten kullanılıyor. Lütfen benzersiz bir değer girin.'));
      else if (message) dispatch(showToast('error', `Kategori kaydedilirken bir hata oluştu: ${message}`));
      else if (status !== 422 && status !== 409) dispatch(showToast('error', `Kategori kaydedilirken bir hata oluştu: ${errorMessage(error as never, 'Bilinmeyen hata')}`));
    }
  }

  return (
    <Dialog
      open={open}
      title={category ? 'Kategoriyi Düzenle' : 'Yeni Kategori Ekle'}
      onClose={onClose}
      locked={isSubmitting}
      footer={<DialogFormFooter formId={`${ids}-form`} saving={isSubmitting} onCancel={onClose} />}
    >
      <form id={`${ids}-form`} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <FormField id={`${ids}-name`} label="Kategori Adı" error={errors.name?.message}>
          <input id={`${ids}-name`} className={inputClass} aria-invalid={!!errors.name} {...name} />
        </FormField>
        <FormField id={`${ids}-slug`} label="Slug" error={errors.slug?.message}>
          <input id={`${ids}-slug`} className={inputClass} aria-invalid={!!errors.slug} {...register('slug', { onChange: () => setSlugTouched(true) })} />
        </FormField>
        <FormField id={`${ids}-description`} label="Açıklama (isteğe bağlı)" error={errors.description?.message}>
          <textarea id={`${ids}-description`} rows={3} className={inputClass} {...register('description')} />
        </FormField>
        <label className="flex items-center gap-2 text-sm text-slate-200">
          <input type="checkbox" className="h-4 w-4 accent-amber-400" {...register('is_active')} />
          Aktif
        </label>
        {category && (
          <Link to={historyPagePath('categories', category.id)} className="inline-block text-sm text-amber-300 hover:underline">
            Geçmiş
          </Link>
        )}
      </form>
    </Dialog>
  );
}

const FILTERS = ['active'] as const;
const SORTS = { name: 'Ad', promotions: 'Promosyon sayısı', created: 'Eklenme tarihi' };
const ACTIVE = { '': 'Tüm kategoriler', true: 'Aktif', false: 'Pasif' };

export function CategoriesPage() {
  const { view, change, typed, setTyped, restoring } = useListView(FILTERS);
  const { data, isLoading, isFetching, error, refetch } = useListAdminCategoriesQuery(view, { skip: restoring });
  const rows = data?.items ?? [];
  const selection = useRowSelection();
  const [remove] = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const deletion = useConfirmedDelete<AdminCategory>({
    remove: (c) => remove(c.id).unwrap(),
    success: 'Kategori silindi',
    failure: (e) =>
      (e as { status?: number }).status === 409 ? IN_USE : `Kategori silinirken bir hata oluştu: ${errorMessage(e as never, 'Bilinmeyen hata')}`,
    title: 'Kategoriyi sil',
    message: (c) => `"${c.name}" silinsin mi? Silinen kayıt Çöp Kutusu'ndan geri yüklenebilir.`,
  });

  return (
    <div>
      <AdminPageHeader
        title="Promosyon Kategorileri"
        actions={
          <button
            type="button"
            className={primaryButton}
            onClick={() => {
              setEditing(null);
              setDialogOpen(true);
            }}
          >
            Yeni Kategori Ekle
          </button>
        }
      />
      <ListToolbar
        search={typed}
        onSearch={setTyped}
        searchLabel="Kategorilerde ara"
        sorts={SORTS}
        sort={view.sort}
        order={view.order}
        defaultSort="name"
        defaultOrder="asc"
        onSort={(sort, order) => change({ sort, order })}
        busy={isFetching && !isLoading}
      >
        <FilterSelect label="Duruma göre filtrele" value={view.filters.active} options={ACTIVE} onChange={(active) => change({ active })} />
      </ListToolbar>
      <BulkBar
        list="/api/admin/categories"
        tags={['Category', 'Promotion']}
        actions={{ delete: 'Sil' }}
        params={listParams(view)}
        selected={selection.selected}
        matching={data?.total ?? 0}
        pageIds={rows.map((c) => c.id)}
        onSelectPage={selection.set}
        onClear={selection.clear}
      />
      <DataState
        isLoading={isLoading || restoring}
        error={error ? `Kategoriler yüklenirken bir hata oluştu: ${errorMessage(error, 'Bilinmeyen hata')}` : null}
        onRetry={refetch}
        isEmpty={rows.length === 0}
        empty="Henüz kategori yok"
      >
        <AdminTable columns={['Seç', 'Ad', 'Slug', 'Promosyon', 'Durum', 'İşlemler']} minWidth={680}>
          {rows.map((c) => (
            <tr key={c.id} className="bg-slate-950">
              <td className="px-4 py-3">
                <input type="checkbox" className="h-4 w-4 accent-amber-400" aria-label={`${c.name} seç`} checked={selection.selected.has(c.id)} onChange={() => selection.toggle(c.id)} />
              </td>
              <td className="px-4 py-3 font-medium text-white">{c.name}</td>
              <td className="px-4 py-3 font-mono text-xs text-slate-300">{c.slug}</td>
              <td className="px-4 py-3">{c.promotion_count}</td>
              <td className="px-4 py-3">{c.is_active ? 'Aktif' : 'Pasif'}</td>
              <td className="px-4 py-3">
                <RowActions
                  edit={() => {
                    setEditing(c);
                    setDialogOpen(true);
                  }}
                  onDelete={() => deletion.ask(c)}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      </DataState>
      {data && <Pagination page={data} onPage={(page) => change({ page })} />}
      <CategoryDialog category={editing} open={dialogOpen} onClose={() => setDialogOpen(false)} />
      {deletion.dialog}
    </div>
  );
}
