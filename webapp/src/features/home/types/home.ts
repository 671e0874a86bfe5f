// The home page's editable texts: the hero block and the blog section text.
export interface Hero {
  upper_title: string;
  main_title: string;
  highlighted_text: string;
  description: string;
  button_text: string;
  button_url: string;
}

export interface SiteSettings {
  /** HTML, or null when not set. */
  blog_section_text: string | null;
}
