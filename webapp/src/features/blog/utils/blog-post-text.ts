// Links and labels of a blog post.
import { SITE_NAME } from '@/lib/site';
import type { BlogPostSummary } from '../types/blog-post';

export function blogPostPath(post: Pick<BlogPostSummary, 'id' | 'slug'>): string {
  return `/blog/${post.slug || post.id}`;
}

export function authorOf(post: Pick<BlogPostSummary, 'author'>): string {
  return post.author?.trim() || `${SITE_NAME} Editörü`;
}

/** The date a reader sees: when it was published, else when it was written. */
export function postDate(post: Pick<BlogPostSummary, 'published_at' | 'created_at'>): string {
  return post.published_at || post.created_at;
}
