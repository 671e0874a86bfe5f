// A page's SEO row and the recommended lengths the counters compare against.
export interface AdminSeoSetting {
  id: string;
  page_name: string;
  page_path: string;
  title: string;
  description: string;
  keywords: string;
}

export const SEO_TITLE_LIMIT = 60;
export const SEO_DESCRIPTION_LIMIT = 160;
