// AI jobs: the back office asks the api for AI writing and follows the job the worker runs (the
// AI service and its key never reach the browser). `runAiJob` requests a job and long-polls it
// (each request waits up to 15 s for the job to move, so progress shows at once without polling
// faster than once a second) until it ends; the caller sees every step through `onProgress`.
// Shared: the blog editor and the SEO settings both run jobs (hooks/use-ai-job-runner.ts).
import { adminFetch } from './admin-fetch';

export type AiJobKind = 'blog' | 'seo' | 'expand' | 'ideas' | 'page_seo' | 'batch';
export type AiJobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface AiSeo {
  title: string;
  description: string;
  keywords: string;
}
export interface AiPost {
  title: string;
  excerpt: string;
  content: string;
  keywords: string[];
  seo: AiSeo | null;
  word_count: number;
  fallback: boolean;
}
export interface AiJobInput {
  kind: AiJobKind;
  topic?: string;
  content?: string;
  page_name?: string;
  count?: number;
  publish_count?: number;
}
export interface AiJob {
  id: string;
  kind: AiJobKind;
  input: AiJobInput;
  status: AiJobStatus;
  cancel_requested: boolean;
  progress: { done: number; total: number; current_title: string | null };
  result: {
    post: AiPost | null;
    seo: AiSeo | null;
    content: string | null;
    word_count: number | null;
    ideas: { title: string; brief: string }[];
    suggestions: AiSeo[];
    posts: AiPost[];
    publish_count: number | null;
  } | null;
  error: string | null;
  errors: { step: string; title: string | null; error: string }[];
  tokens: number;
  version: number;
  created_at: string;
}

/** An AI job that ended without a result: `message` is what the admin reads. */
export class AiJobError extends Error {
  constructor(
    message: string,
    readonly job: AiJob | null,
  ) {
    super(message);
  }
}

async function readJson<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!response.ok) throw new AiJobError((body as { error?: { message?: string } }).error?.message ?? `HTTP ${response.status}`, null);
  return body;
}

export async function requestAiJob(input: AiJobInput): Promise<AiJob> {
  return readJson<AiJob>(
    await adminFetch('/api/admin/ai/jobs', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(input) }),
  );
}

export async function cancelAiJob(id: string): Promise<AiJob> {
  return readJson<AiJob>(await adminFetch(`/api/admin/ai/jobs/${id}/cancel`, { method: 'POST' }));
}

const ended = (job: AiJob) => job.status === 'done' || job.status === 'failed' || job.status === 'cancelled';

/** Follows a job until it ends. Resolves with the finished job; rejects with AiJobError when it
 *  failed or was cancelled, or when `signal` aborts. */
export async function followAiJob(first: AiJob, onProgress: (job: AiJob) => void, signal?: AbortSignal): Promise<AiJob> {
  let job = first;
  onProgress(job);
  while (!ended(job)) {
    if (signal?.aborted) throw new AiJobError('İşlem durduruldu', job);
    const response = await adminFetch(`/api/admin/ai/jobs/${job.id}?since=${job.version}&wait=15`, { signal });
    if (!response.ok) {
      // A dropped connection or a restarting api: wait a second and ask again.
      await new Promise((r) => setTimeout(r, 1000));
      continue;
    }
    job = (await response.json()) as AiJob;
    onProgress(job);
  }
  if (job.status === 'failed') throw new AiJobError(job.error ?? 'AI yanıt vermedi', job);
  if (job.status === 'cancelled') throw new AiJobError('İşlem iptal edildi', job);
  return job;
}

export async function runAiJob(input: AiJobInput, onProgress: (job: AiJob) => void = () => {}, signal?: AbortSignal) {
  return followAiJob(await requestAiJob(input), onProgress, signal);
}
