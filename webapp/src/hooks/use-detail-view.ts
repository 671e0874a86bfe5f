// Counts one view per visit of a promotion's or a casino's detail page (the back office's
// click-through rate divides outbound clicks by these). Like blog views: a new navigation is a
// new visit, a re-render is not; a lost view is not worth bothering the reader about.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function useDetailView(kind: 'promotions' | 'casinos', id: string | undefined): void {
  const { key } = useLocation();
  const counted = useRef<string | null>(null);

  useEffect(() => {
    if (!id) return;
    const visit = `${key}:${id}`;
    if (counted.current === visit) return;
    counted.current = visit;
    fetch(`/api/${kind}/${encodeURIComponent(id)}/views`, { method: 'POST' }).catch(() => {});
  }, [key, kind, id]);
}
