// SEO data of a page path, as /api/seo answers it.
export interface SeoSettings {
  page_path: string;
  title: string;
  description: string;
  keywords: string;
  image: string;
  type: string;
}
