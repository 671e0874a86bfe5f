// True once `delayMs` has passed since `armed` turned true.
import { useEffect, useState } from 'react';

export function useDelayedFlag(armed: boolean, delayMs: number): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const timer = window.setTimeout(() => setReached(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [armed, delayMs]);
  return reached;
}
