// The HTML text under the home page's blog posts (settings.blog_section_text); nothing when unset.
import { useEffect } from 'react';
import { HtmlContent } from '@/components/ui/html-content';
import { useGetSettingsQuery } from '../api/home-api';

export function BlogSectionText() {
  const { data, isError, error } = useGetSettingsQuery();
  useEffect(() => {
    if (isError) console.warn('settings could not be loaded', error);
  }, [isError, error]);
  if (!data?.blog_section_text) return null;
  return <HtmlContent html={data.blog_section_text} className="prose-content mt-10 text-slate-300" />;
}
