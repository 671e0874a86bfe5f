// What every back-office form shares: an http(s) URL rule, and the api's 422 answer put on the
// fields it names.
import { z } from 'zod';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export function httpUrl(message: string) {
  return z
    .string()
    .trim()
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, message);
}

interface ApiErrorBody {
  error?: { message?: string; field?: string; details?: { field?: string; message?: string }[] };
}

/**
 * Puts each field error of a failed command on its field. Returns the message to show when no
 * field took it (a conflict, a server error), or null when every error found its field.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<T>): string | null {
  const body = (error as { data?: ApiErrorBody } | undefined)?.data?.error;
  const details = body?.details ?? (body?.field ? [{ field: body.field, message: body.message }] : []);
  let placed = 0;
  for (const d of details) {
    if (d.field && d.message && fields.includes(d.field)) {
      setError(d.field as Path<T>, { type: 'server', message: d.message });
      placed++;
    }
  }
  if (placed > 0 && placed === details.length) return null;
  return body?.message ?? null;
}
