// /admin/blog/preview/:id: a post as its page will show it, drafts included. Visitors never see a
// draft (the public api answers 404 until it is published), so this is where an editor reads one.
import { Link, useParams } from 'react-router';
import { secondaryButton } from '@/components/admin/buttons';
import { DataState } from '@/components/admin/data-state';
import { AdminPageHeader } from '@/components/admin/page-header';
import { HtmlContent } from '@/components/ui/html-content';
import { formatDate } from '@/lib/format-date';
import { useGetAdminBlogPostQuery } from '../api/blog-admin-api';

export function BlogPreviewPage() {
  const { id = '' } = useParams();
  const { data: post, isLoading, error, refetch } = useGetAdminBlogPostQuery(id);
  const notFound = error !== undefined && 'status' in error && error.status === 404;
  return (
    <div>
      <AdminPageHeader
        title="Önizleme"
        actions={
          <>
            <Link to={`/admin/blog/edit/${id}`} className={secondaryButton}>
              Düzenle
            </Link>
            <Link to="/admin/blog" className={secondaryButton}>
              Listeye Dön
            </Link>
          </>
        }
      />
      <DataState
        isLoading={isLoading}
        error={notFound ? 'Blog yazısı bulunamadı' : error ? 'Blog yazısı yüklenirken bir hata oluştu' : null}
        onRetry={refetch}
      >
        {post && (
          <article className="mx-auto max-w-3xl">
            <p role="note" className="mb-6 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-100">
              {post.is_published
                ? 'Bu yazı yayında: ziyaretçiler de böyle görüyor.'
                : 'Taslak: bu yazı yayınlanana kadar ziyaretçilere ve arama motorlarına görünmez.'}
            </p>
            {post.image_url && <img src={post.image_url} alt="" className="mb-6 aspect-video w-full rounded-xl object-cover" />}
            <p className="text-sm text-amber-400">{post.category}</p>
            <h2 className="mt-2 text-3xl font-bold text-white">{post.title}</h2>
            <p className="mt-2 text-sm text-slate-400">
              {formatDate(post.published_at ?? post.created_at)} · {post.author}
            </p>
            <HtmlContent html={post.content} className="prose-content mt-8 text-slate-200" />
          </article>
        )}
      </DataState>
    </div>
  );
}
