// Every command the app sends carries an Idempotency-Key. The key belongs to one logical submit:
// the same request (method, URL and body) sent again after a network error, a 5xx or a 202
// "pending" reuses it, so a user who clicks Save again cannot create a second record. Once the
// server has answered for good (success or a refusal), the next submit gets a new key.
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

type Query = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

const openSubmits = new Map<string, string>();

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain http (outside localhost) have no randomUUID.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether the outcome leaves the submit open: the change may or may not have been stored. */
function mayRetry(result: Awaited<ReturnType<Query>>): boolean {
  if (result.error) {
    const status = result.error.status;
    return typeof status !== 'number' || status >= 500;
  }
  return (result.data as { status?: string } | undefined)?.status === 'pending';
}

/** Wraps a base query: GETs go through unchanged, every other method gets the key of its submit. */
export function withIdempotencyKey(inner: Query): Query {
  return async (args, api, extra) => {
    if (typeof args === 'string' || !args.method || args.method.toUpperCase() === 'GET') return inner(args, api, extra);
    const submit = `${args.method.toUpperCase()} ${args.url} ${JSON.stringify(args.body ?? null)}`;
    const key = openSubmits.get(submit) ?? newKey();
    openSubmits.set(submit, key);
    const headers = new Headers(args.headers as HeadersInit | undefined);
    headers.set('Idempotency-Key', key);
    const result = await inner({ ...args, headers }, api, extra);
    if (!mayRetry(result)) openSubmits.delete(submit);
    return result;
  };
}
