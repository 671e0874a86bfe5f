// One AI job at a time for a screen (the blog editor, the SEO settings): its live state, and a
// stop when the screen goes away.
import { useCallback, useEffect, useRef, useState } from 'react';
import { followAiJob, runAiJob, type AiJob, type AiJobInput } from '@/lib/ai-jobs';

export function useAiJobRunner() {
  const [job, setJob] = useState<AiJob | null>(null);
  const [running, setRunning] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const run = useCallback(async (input: AiJobInput) => {
    abort.current?.abort();
    abort.current = new AbortController();
    setRunning(true);
    setJob(null);
    try {
      return await runAiJob(input, setJob, abort.current.signal);
    } finally {
      setRunning(false);
    }
  }, []);
  const follow = useCallback(async (first: AiJob) => {
    abort.current?.abort();
    abort.current = new AbortController();
    setRunning(true);
    try {
      return await followAiJob(first, setJob, abort.current.signal);
    } finally {
      setRunning(false);
    }
  }, []);
  return { job, running, run, follow };
}
