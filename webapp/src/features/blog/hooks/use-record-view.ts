// Counts one view per visit of a post: a new navigation to the post is a new visit, a re-render
// (or React's development double effects) is not.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useRecordViewMutation } from '../api/blog-api';

export function useRecordView(postId: string | undefined, idOrSlug: string): void {
  const { key } = useLocation();
  const [recordView] = useRecordViewMutation();
  const counted = useRef<string | null>(null);

  useEffect(() => {
    if (!postId) return;
    const visit = `${key}:${postId}`;
    if (counted.current === visit) return;
    counted.current = visit;
    recordView({ id: postId, idOrSlug }).catch(() => {
      // A lost view is not worth bothering the reader about.
    });
  }, [key, postId, idOrSlug, recordView]);
}
