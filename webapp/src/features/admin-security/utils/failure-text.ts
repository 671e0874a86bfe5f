// What a failed call says: the api's own message, else `fallback`.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessage } from '@/lib/api-error';

export const failureText = (error: unknown, fallback: string) => errorMessage(error as FetchBaseQueryError, fallback);
