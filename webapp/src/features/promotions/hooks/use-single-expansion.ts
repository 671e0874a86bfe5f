// Only one promotion card of a list is open at a time; opening another closes the first, and
// toggling the open one closes it.
import { useCallback, useState } from 'react';

export function useSingleExpansion() {
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const toggle = useCallback((id: string) => setExpandedId((current) => (current === id ? null : id)), []);
  return { expandedId, toggle };
}
