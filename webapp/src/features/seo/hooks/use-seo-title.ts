// Keeps the tab title and description of a list page in step with /api/seo for its path (the
// api embeds that answer in the first page, so the first render needs no request). Pages about
// one thing (a post, a promotion, a casino) set their own title instead.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useGetSeoQuery } from '../api/seo-api';

export function useSeoTitle(): void {
  const { pathname } = useLocation();
  const { data, isError, error } = useGetSeoQuery(pathname);
  useEffect(() => {
    if (isError) console.warn('SEO data could not be loaded', error);
  }, [isError, error]);
  useDocumentTitle(data?.title, data?.description);
}
