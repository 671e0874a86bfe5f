// A grid of published posts: all of them on /blog, the newest four on the home page. A failed
// load is only logged and shows the empty state (the spec's rule for the blog list).
import { useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/query-state';
import { useGetBlogPostsQuery } from '../api/blog-api';
import { BlogCard } from './blog-card';

export function BlogGrid({ limit }: { limit?: number }) {
  const { data, isLoading, isError, error } = useGetBlogPostsQuery(limit ? { limit } : undefined);
  useEffect(() => {
    if (isError) console.warn('blog posts could not be loaded; showing the empty state', error);
  }, [isError, error]);
  const posts = data ?? [];
  if (isLoading) return <Spinner />;
  if (posts.length === 0)
    return (
      <EmptyState>
        <p>Henüz blog yazısı bulunmuyor.</p>
      </EmptyState>
    );
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="blog-grid">
      {posts.map((post) => (
        <li key={post.id}>
          {/* All posts (/blog) sit right under the page's h1; the home page's four under its section's h2. */}
          <BlogCard post={post} level={limit ? 3 : 2} />
        </li>
      ))}
    </ul>
  );
}
