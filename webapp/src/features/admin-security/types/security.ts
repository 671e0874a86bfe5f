// The admin's own security: two-step sign-in (TOTP) and the live sessions, as the api answers
// them, and the forms' rules.
import { z } from 'zod';

import { checkSecondFactor } from '@/lib/second-factor';

export interface TotpStatus {
  enabled: boolean;
  enabled_at: string | null;
  recovery_codes_left: number;
}

export interface TotpSetup {
  /** base32, to type into an authenticator app */
  secret: string;
  otpauth_uri: string;
}

export interface RecoveryCodes {
  recovery_codes: string[];
}

export interface AdminSessionRow {
  id: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  current: boolean;
}

const sixDigits = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Doğrulama kodu 6 haneli olmalıdır'));

export const codeSchema = z.object({ code: sixDigits });
export type CodeInput = z.input<typeof codeSchema>;
export const codeFields = ['code'] as const;

export const disableSchema = z
  .object({
    password: z.string().min(1, 'Şifre gereklidir'),
    factor: z.enum(['code', 'recovery']),
    code: z.string(),
    recovery_code: z.string(),
  })
  .superRefine(checkSecondFactor);
export type DisableInput = z.infer<typeof disableSchema>;
export const disableFields = ['password', 'code', 'recovery_code'] as const;

/** The body of POST /api/admin/totp/disable: the password and one of the two factors. */
export function disableBody(input: DisableInput): Record<string, string> {
  return input.factor === 'code'
    ? { password: input.password, code: input.code.replace(/\s/g, '') }
    : { password: input.password, recovery_code: input.recovery_code.trim() };
}
