// Turns what RTK Query reports for a failed call into the message a visitor reads. The api
// answers errors as {"error": {"code", "message", "field"}} with Turkish messages.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

interface ApiErrorBody {
  error?: { code?: string; message?: string; field?: string };
}

/** HTTP status of a failed call, or undefined for network and parsing failures. */
export function errorStatus(error: QueryError): number | undefined {
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

/** The api's error code (`not_found`, `rate_limited`, ...), when it sent one. */
export function errorCode(error: QueryError): string | undefined {
  if (error && 'data' in error) return (error.data as ApiErrorBody | undefined)?.error?.code;
  return undefined;
}

/** The api's own message when there is one, else the network error, else `fallback`. */
export function errorMessage(error: QueryError, fallback: string): string {
  if (!error) return fallback;
  if ('status' in error) {
    const body = error.data as ApiErrorBody | undefined;
    if (body && typeof body === 'object' && body.error?.message) return body.error.message;
    if ('error' in error && typeof error.error === 'string') return error.error;
    return fallback;
  }
  return error.message ?? fallback;
}
