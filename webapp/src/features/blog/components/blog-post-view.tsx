// /blog/{id-or-slug}: the promotions slot (today's bonuses) on top, then category, tr-TR date,
// author, view count, the cleaned HTML content and up to three similar posts.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HtmlContent } from '@/components/ui/html-content';
import { LazyImage } from '@/components/ui/lazy-image';
import { ErrorState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorStatus } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { PLACEHOLDER, pageTitle } from '@/lib/site';
import { useGetBlogPostQuery, useGetViewCountQuery } from '../api/blog-api';
import { useRecordView } from '../hooks/use-record-view';
import { authorOf, postDate } from '../utils/blog-post-text';
import { SimilarPosts } from './similar-posts';

function PostNotFound() {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-slate-800 bg-slate-900 p-8 text-center">
      <h1 className="text-2xl font-bold text-white">Blog yazısı bulunamadı</h1>
      <Link to="/blog" className="mt-6 inline-block rounded-lg bg-amber-400 px-5 py-2.5 text-sm font-bold text-slate-950 hover:bg-amber-300">
        Blog'a Dön
      </Link>
    </div>
  );
}

export function BlogPostView({ idOrSlug, top }: { idOrSlug: string; top?: ReactNode }) {
  const { data: post, isLoading, isFetching, isError, error, refetch } = useGetBlogPostQuery(idOrSlug);
  // The count is its own answer, asked for beside the post; this visit is counted once it is in,
  // so the shown count includes it.
  const views = useGetViewCountQuery(idOrSlug);
  useRecordView(views.isLoading ? undefined : post?.id, idOrSlug);
  useDocumentTitle(post ? post.seo_title || pageTitle(post.title) : null, post?.seo_description || post?.excerpt);

  if (isLoading || (isFetching && !post)) return <Spinner />;
  if (isError && errorStatus(error) !== 404) {
    return <ErrorState message="Blog yazısı yüklenirken bir hata oluştu" onRetry={() => void refetch()} />;
  }
  if (!post) return <PostNotFound />;

  return (
    <div className="space-y-12">
      {top}
      <article aria-labelledby="post-title" className="mx-auto max-w-3xl">
        <header className="space-y-4">
          {post.category && <span className="inline-block rounded-full bg-amber-400/15 px-3 py-1 text-xs font-semibold text-amber-300">{post.category}</span>}
          <h1 id="post-title" className="text-3xl font-extrabold leading-tight text-white md:text-4xl">
            {post.title}
          </h1>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-400" data-testid="post-meta">
            <time dateTime={postDate(post)}>{formatDate(postDate(post))}</time>
            <span>{authorOf(post)}</span>
            <span data-testid="view-count">{views.data ? views.data.view_count : '–'} görüntülenme</span>
          </p>
        </header>
        {post.image_url && (
          <LazyImage
            src={post.image_url}
            placeholder={PLACEHOLDER.blog}
            alt={post.title}
            width={1280}
            height={720}
            eager
            className="mt-6 aspect-video w-full rounded-2xl bg-slate-800 object-cover"
          />
        )}
        <HtmlContent html={post.content} headingsFrom={2} className="prose-content mt-8 text-slate-200" />
      </article>
      <SimilarPosts idOrSlug={idOrSlug} />
    </div>
  );
}
