// A whole-second countdown that starts when `running` turns true and stops at zero.
import { useEffect, useState } from 'react';

export function useCountdown(seconds: number, running: boolean): number {
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    if (!running) {
      setLeft(seconds);
      return;
    }
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds, running]);

  return left;
}
