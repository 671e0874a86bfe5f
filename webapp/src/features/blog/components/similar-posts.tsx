// Up to three published posts of the same category, under a post.
import { useGetSimilarPostsQuery } from '../api/blog-api';
import { BlogCard } from './blog-card';

export function SimilarPosts({ idOrSlug }: { idOrSlug: string }) {
  const { data } = useGetSimilarPostsQuery(idOrSlug);
  const posts = (data ?? []).slice(0, 3);
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="similar-posts">
      <h2 id="similar-posts" className="mb-6 text-2xl font-bold text-white">
        Benzer Yazılar
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="similar-posts">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
