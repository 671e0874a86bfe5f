// /admin/blog: the posts a page at a time (searched, filtered by published/draft, sorted; the
// view in the URL) with their status ('Yayında' / 'Taslak'), views, creation date and where
// its search-engine submission stands; publish ('Yayınla') or revert ('Taslağa Çevir'), open the
// public page when published or preview a draft in the back office, edit, and a confirmed delete. Below: the recent AI batch jobs.
import { Link } from 'react-router';
import { primaryButton, smallButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { AdminPageHeader } from '@/components/admin/page-header';
import { AdminTable } from '@/components/admin/admin-table';
import { RowActions } from '@/components/admin/row-actions';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { useToggleWithToast } from '@/components/admin/use-toggle-with-toast';
import { BulkBar, useRowSelection } from '@/components/admin/bulk-bar';
import { FilterSelect, ListToolbar, Pagination } from '@/components/admin/list-controls';
import { useListView } from '@/components/admin/use-list-view';
import { listParams } from '@/lib/admin-list';
import { formatDate } from '@/lib/format-date';
import { useDeleteBlogPostMutation, useListAdminBlogPostsQuery, useSetBlogPostPublishedMutation } from '../api/blog-admin-api';
import type { AdminBlogPost } from '../types/blog-post';
import { RecentAiJobs } from './recent-ai-jobs';

const INDEXING = {
  pending: ['Bekliyor', 'text-slate-300'],
  indexed: ['İndekslendi', 'text-emerald-300'],
  failed: ['Başarısız', 'text-red-300'],
} as const;

function IndexingState({ post }: { post: AdminBlogPost }) {
  if (!post.is_published) return <span className="text-slate-500">-</span>;
  const state = post.indexed ? 'indexed' : post.indexing_status;
  if (!state) return <span className="text-slate-500">Gönderilmedi</span>;
  const [label, tone] = INDEXING[state];
  return (
    <span className={tone} title={post.indexing_error ?? undefined}>
      {label}
    </span>
  );
}

const FILTERS = ['published'] as const;
const SORTS = { created: 'Oluşturulma', title: 'Başlık', status: 'Durum', published: 'Yayın tarihi', views: 'Görüntülenme' };
const PUBLISHED = { '': 'Tüm yazılar', true: 'Yayında', false: 'Taslak' };

export function BlogListPage() {
  const { view, change, typed, setTyped, restoring } = useListView(FILTERS);
  const { data, isLoading, isFetching, error, refetch } = useListAdminBlogPostsQuery(view, { skip: restoring });
  const rows = data?.items ?? [];
  const selection = useRowSelection();
  const [setPublished, { isLoading: toggling, originalArgs }] = useSetBlogPostPublishedMutation();
  const [remove] = useDeleteBlogPostMutation();
  const deletion = useConfirmedDelete<AdminBlogPost>({
    remove: (p) => remove(p.id).unwrap(),
    success: 'Blog yazısı silindi',
    failure: () => 'Blog yazısı silinirken bir hata oluştu',
    title: 'Blog yazısını sil',
    message: (p) => `"${p.title}" silinsin mi? Silinen kayıt Çöp Kutusu'ndan geri yüklenebilir.`,
  });

  const toggle = useToggleWithToast<AdminBlogPost>({
    run: (p) => setPublished({ id: p.id, publish: !p.is_published }).unwrap(),
    success: (p) => (p.is_published ? 'Blog yazısı taslağa çevrildi' : 'Blog yazısı yayınlandı'),
    failure: 'Blog yazısı güncellenirken bir hata oluştu',
  });

  return (
    <div>
      <AdminPageHeader
        title="Blog Yazıları"
        actions={
          <Link to="/admin/blog/new" className={primaryButton}>
            Yeni Blog Yazısı
          </Link>
        }
      />
      <ListToolbar
        search={typed}
        onSearch={setTyped}
        searchLabel="Blog yazılarında ara"
        sorts={SORTS}
        sort={view.sort}
        order={view.order}
        defaultSort="created"
        defaultOrder="desc"
        onSort={(sort, order) => change({ sort, order })}
        busy={isFetching && !isLoading}
      >
        <FilterSelect label="Duruma göre filtrele" value={view.filters.published} options={PUBLISHED} onChange={(published) => change({ published })} />
      </ListToolbar>
      <BulkBar
        list="/api/admin/blog-posts"
        tags={['BlogPost', 'Dashboard']}
        actions={{ publish: 'Yayınla', unpublish: 'Taslağa Çevir' }}
        params={listParams(view)}
        selected={selection.selected}
        matching={data?.total ?? 0}
        pageIds={rows.map((r) => r.id)}
        onSelectPage={selection.set}
        onClear={selection.clear}
      />
      <DataState
        isLoading={isLoading || restoring}
        error={error ? 'Blog yazıları yüklenirken bir hata oluştu' : null}
        onRetry={refetch}
        isEmpty={rows.length === 0}
        empty={
          <div className="space-y-4">
            <p>Henüz blog yazısı yok</p>
            <Link to="/admin/blog/new" className={primaryButton}>
              İlk Blog Yazısını Oluştur
            </Link>
          </div>
        }
      >
        <AdminTable columns={['Seç', 'Başlık', 'Durum', 'Görüntülenme', 'Oluşturulma', 'İndeksleme', 'İşlemler']} minWidth={880}>
          {rows.map((p) => (
            <tr key={p.id} className="bg-slate-950" data-testid="blog-row">
              <td className="px-4 py-3">
                <input type="checkbox" className="h-4 w-4 accent-amber-400" aria-label={`${p.title} seç`} checked={selection.selected.has(p.id)} onChange={() => selection.toggle(p.id)} />
              </td>
              <td className="px-4 py-3 font-medium text-white">{p.title}</td>
              <td className="px-4 py-3">
                <span
                  className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${p.is_published ? 'bg-emerald-500/15 text-emerald-300' : 'bg-slate-600/30 text-slate-300'}`}
                >
                  {p.is_published ? 'Yayında' : 'Taslak'}
                </span>
              </td>
              <td className="px-4 py-3 text-slate-300">{p.view_count.toLocaleString('tr-TR')}</td>
              <td className="px-4 py-3 text-slate-400">{formatDate(p.created_at)}</td>
              <td className="px-4 py-3 text-xs">
                <IndexingState post={p} />
              </td>
              <td className="px-4 py-3">
                <RowActions edit={`/admin/blog/edit/${p.id}`} onDelete={() => deletion.ask(p)}>
                  {p.is_published ? (
                    <a href={`/blog/${p.slug}`} target="_blank" rel="noopener noreferrer" className={smallButton}>
                      Görüntüle
                    </a>
                  ) : (
                    <Link to={`/admin/blog/preview/${p.id}`} className={smallButton}>
                      Önizle
                    </Link>
                  )}
                  <button type="button" className={smallButton} disabled={toggling && originalArgs?.id === p.id} onClick={() => void toggle(p)}>
                    {p.is_published ? 'Taslağa Çevir' : 'Yayınla'}
                  </button>
                </RowActions>
              </td>
            </tr>
          ))}
        </AdminTable>
      </DataState>
      {data && <Pagination page={data} onPage={(page) => change({ page })} />}
      <RecentAiJobs />
      {deletion.dialog}
    </div>
  );
}
