// Sets the tab title (and the meta description) once a page knows them. The api writes the
// first page's <title> into the HTML; later navigations happen in the browser and set it here.
import { useEffect } from 'react';

export function useDocumentTitle(title: string | null | undefined, description?: string | null): void {
  useEffect(() => {
    if (!title) return;
    document.title = title;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
