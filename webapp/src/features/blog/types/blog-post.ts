// Blog posts as the public API sends them (docs/content-model.md).
export interface BlogPostSummary {
  id: string;
  title: string;
  slug: string | null;
  excerpt: string | null;
  image_url: string | null;
  category: string | null;
  author: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

export interface BlogPost extends BlogPostSummary {
  /** HTML. */
  content: string;
  seo_title: string | null;
  seo_description: string | null;
  seo_keywords: string | null;
  is_published: boolean;
}

/**
 * A post's view count (GET /api/blog/{idOrSlug}/views): its own small answer beside the post's, so
 * a reader's view does not drop the kept post.
 */
export interface BlogViewCount {
  id: string;
  view_count: number;
}

/** The footer's newest posts. */
export interface LatestPost {
  id: string;
  title: string;
  slug: string | null;
}
