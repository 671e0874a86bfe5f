// A blog post as the back office reads and writes it, its editor's rules with the spec's
// messages, and the bounds of the AI dialogs (admin spec sections 5 and 9).
import { z } from 'zod';

export interface AdminBlogPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content?: string;
  image_url: string | null;
  category: string | null;
  author: string;
  seo_title?: string | null;
  seo_description?: string | null;
  seo_keywords?: string | null;
  is_published: boolean;
  status_label: 'Yayında' | 'Taslak';
  published_at: string | null;
  indexed: boolean;
  indexing_status?: 'pending' | 'indexed' | 'failed' | null;
  indexing_error?: string | null;
  view_count: number;
  created_at: string;
}

export const blogPostSchema = z.object({
  title: z.string().trim().min(2, 'Blog başlığı en az 2 karakter olmalıdır'),
  category: z.string().trim().min(1, 'Kategori giriniz'),
  excerpt: z.string().trim().min(10, 'Özet en az 10 karakter olmalıdır'),
  content: z.string().refine((html) => textOf(html).length >= 50, 'İçerik en az 50 karakter olmalıdır'),
  image_url: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  seo_keywords: z.string(),
  slug: z.string(),
});

export type BlogPostForm = z.infer<typeof blogPostSchema>;
export const blogPostFields = Object.keys(blogPostSchema.shape);
/** Fields on the 'SEO' tab (the rest are on 'İçerik'). */
export const seoTabFields = ['seo_title', 'seo_description', 'seo_keywords', 'slug'];

export const emptyBlogPost: BlogPostForm = {
  title: '',
  category: '',
  excerpt: '',
  content: '',
  image_url: '',
  seo_title: '',
  seo_description: '',
  seo_keywords: '',
  slug: '',
};

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function toRequest(form: BlogPostForm) {
  return {
    title: form.title.trim(),
    category: form.category.trim(),
    excerpt: form.excerpt.trim(),
    content: form.content,
    image_url: orNull(form.image_url),
    seo_title: orNull(form.seo_title),
    seo_description: orNull(form.seo_description),
    seo_keywords: orNull(form.seo_keywords),
    slug: orNull(form.slug),
  };
}

export function toForm(p: AdminBlogPost): BlogPostForm {
  return {
    title: p.title,
    category: p.category ?? '',
    excerpt: p.excerpt,
    content: p.content ?? '',
    image_url: p.image_url ?? '',
    seo_title: p.seo_title ?? '',
    seo_description: p.seo_description ?? '',
    seo_keywords: p.seo_keywords ?? '',
    slug: p.slug,
  };
}

/** The text of an HTML fragment, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The editor's live count: whitespace-separated words of the text. */
export function wordCount(html: string): number {
  const text = textOf(html);
  return text === '' ? 0 : text.split(' ').length;
}

export const SHORT_CONTENT_WORDS = 250; // a generated post under this gets a warning
export const EXPAND_LINK_WORDS = 300; // under this the 'expand content' link shows

// The AI dialog's bounds: batch count 1..10 (default 3), daily publish count 0..5 (default 1).
export const BATCH_MIN = 1;
export const BATCH_MAX = 10;
export const BATCH_DEFAULT = 3;
export const DAILY_MIN = 0;
export const DAILY_MAX = 5;
export const DAILY_DEFAULT = 1;

export const aiDialogSchema = z
  .object({
    topic: z.string().trim().min(1, 'Lütfen bir konu girin'),
    batch: z.boolean(),
    count: z.number({ error: 'En az 1 içerik oluşturmalısınız' }).int().min(BATCH_MIN, 'En az 1 içerik oluşturmalısınız').max(BATCH_MAX, 'En fazla 10 içerik oluşturulabilir'),
    publish_count: z
      .number({ error: 'Günlük yayın sayısı 0 ile 5 arasında olmalıdır' })
      .int()
      .min(DAILY_MIN, 'Günlük yayın sayısı 0 ile 5 arasında olmalıdır')
      .max(DAILY_MAX, 'Günlük yayın sayısı 0 ile 5 arasında olmalıdır'),
  });
export type AiDialogForm = z.infer<typeof aiDialogSchema>;

/** A number input's value kept within [min, max]; anything not a number becomes `fallback`. */
export function clampInt(value: string | number, min: number, max: number, fallback: number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

/** The warning or the success message after AI wrote or expanded content. */
export function generatedMessage(words: number): { tone: 'info' | 'success'; text: string } {
  return words < SHORT_CONTENT_WORDS
    ? { tone: 'info', text: `Oluşturulan içerik kısa (${words} kelime). İçeriği genişletmeyi deneyin.` }
    : { tone: 'success', text: `İçerik başarıyla oluşturuldu (${words} kelime)` };
}

/** The batch results' save request: the first `publishCount` posts are published. */
export function batchRequest(posts: { title: string; excerpt: string; content: string; seo: { title: string; description: string; keywords: string } | null; keywords: string[] }[], publishCount: number) {
  return {
    publish_count: Math.max(0, Math.min(publishCount, posts.length)),
    posts: posts.map((p) => ({
      title: p.title,
      excerpt: p.excerpt,
      content: p.content,
      seo_title: p.seo?.title ?? null,
      seo_description: p.seo?.description ?? null,
      seo_keywords: p.seo?.keywords ?? (p.keywords.slice(0, 5).join(', ') || null),
    })),
  };
}
