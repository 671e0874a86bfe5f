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
  view_count: number;
}

export interface BlogPost extends BlogPostSummary {
  /** HTML. */
  content: string;
  seo_title: string | null;
  seo_description: string | null;
  seo_keywords: string | null;
  is_published: boolean;
}

/** The footer's newest posts. */
export interface LatestPost {
  id: string;
  title: string;
  slug: string | null;
}
