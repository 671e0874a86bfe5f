// One blog post as a card: image, category, title, excerpt, date.
import { Link } from 'react-router';
import { LazyImage } from '@/components/ui/lazy-image';
import { formatDate } from '@/lib/format-date';
import { PLACEHOLDER } from '@/lib/site';
import type { BlogPostSummary } from '../types/blog-post';
import { blogPostPath, postDate } from '../utils/blog-post-text';

/** `level`: the title's heading level, 2 right under the page's h1 (/blog), else 3. */
export function BlogCard({ post, level = 3 }: { post: BlogPostSummary; level?: 2 | 3 }) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-800 bg-slate-900 transition-colors hover:border-slate-600" data-testid="blog-card">
      <LazyImage
        src={post.image_url}
        placeholder={PLACEHOLDER.blog}
        alt={post.title}
        width={640}
        height={360}
        className="aspect-video w-full bg-slate-800 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2 text-xs text-slate-400">
          {post.category ? <span className="rounded-full bg-slate-800 px-2 py-0.5 text-slate-300">{post.category}</span> : <span />}
          <time dateTime={postDate(post)}>{formatDate(postDate(post))}</time>
        </div>
        <Title className="text-lg font-bold leading-snug text-white">
          <Link to={blogPostPath(post)} className="after:absolute after:inset-0 group-hover:text-amber-300">
            {post.title}
          </Link>
        </Title>
        {post.excerpt && <p className="line-clamp-3 text-sm text-slate-300">{post.excerpt}</p>}
      </div>
    </article>
  );
}
