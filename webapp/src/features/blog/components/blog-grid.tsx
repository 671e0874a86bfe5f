// A grid of published posts: all of them on /blog, the newest four on the home page.
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-error';
import { useGetBlogPostsQuery } from '../api/blog-api';
import { BlogCard } from './blog-card';

export function BlogGrid({ limit }: { limit?: number }) {
  const { data, isLoading, isError, error, refetch } = useGetBlogPostsQuery(limit ? { limit } : undefined);
  const posts = data ?? [];
  return (
    <QueryState
      isLoading={isLoading}
      errorMessage={isError ? errorMessage(error, 'Failed to load blog posts') : null}
      onRetry={() => void refetch()}
      isEmpty={posts.length === 0}
      empty={<p>Henüz blog yazısı bulunmuyor.</p>}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="blog-grid">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
