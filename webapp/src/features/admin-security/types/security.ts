// The admin's own security: two-step sign-in (TOTP) and the live sessions, as the api answers
// them, and the forms' rules (the re-authentication's, and the code of a new authenticator app).
import { z } from 'zod';

import { checkSecondFactor } from '@/lib/second-factor';
import type { KeyAssertion } from '@/lib/webauthn';

export interface TotpStatus {
  enabled: boolean;
  enabled_at: string | null;
  recovery_codes_left: number;
  /** Every admin must use two-step sign-in (BONUS_REQUIRE_TOTP). */
  required: boolean;
}

/** The back office's security settings. */
export interface SecuritySettings {
  /** Every admin must use two-step sign-in (in force now). */
  require_totp: boolean;
  /** Held on by the server's configuration (BONUS_REQUIRE_TOTP=1): it cannot be switched off here. */
  forced_by_server: boolean;
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
  /** The browser family ('Firefox', 'Chrome', ...), '' when unknown. */
  browser: string;
  /** A coarse address: the /24 of IPv4, the /48 of IPv6; '' when unknown. */
  address: string;
  current: boolean;
}

/**
 * A re-authentication: the current password, with the account's second factor when it has one (a
 * security key's answer, a current code or a recovery code), and for a password change the new
 * password under the CLI's rules. `security_key` carries only the api's message about the key.
 */
export type ReauthFactor = 'none' | 'key' | 'code' | 'recovery';
export interface ReauthInput {
  password: string;
  factor: ReauthFactor;
  code: string;
  recovery_code: string;
  new_password: string;
  security_key?: string;
}
export const reauthFields = ['password', 'code', 'recovery_code', 'new_password', 'security_key'] as const;
/** What a re-authenticated call sends: the typed fields and, with a key, its answer. */
export type ReauthBody = Record<string, string | KeyAssertion>;
export const NEW_PASSWORD_MIN = 12;
export const NEW_PASSWORD_MAX = 128;

/**
 * A rough strength for the meter under a new password: length counts most, then how many kinds
 * of characters it mixes. It only informs; the api's rules decide.
 */
export function passwordStrength(password: string): 'Çok zayıf' | 'Zayıf' | 'Orta' | 'Güçlü' {
  const length = [...password].length;
  const kinds = [/[a-zçğıöşü]/, /[A-ZÇĞİÖŞÜ]/, /\d/, /[^\p{L}\d]/u].filter((re) => re.test(password)).length;
  if (length < NEW_PASSWORD_MIN) return 'Çok zayıf';
  if (length >= 20 || (length >= 16 && kinds >= 3)) return 'Güçlü';
  if (length >= 14 || kinds >= 3) return 'Orta';
  return 'Zayıf';
}

export function reauthSchema(withNewPassword: boolean) {
  return z
    .object({
      password: z.string().min(1, 'Şifre gereklidir'),
      factor: z.enum(['none', 'key', 'code', 'recovery']),
      code: z.string(),
      recovery_code: z.string(),
      new_password: z.string(),
      security_key: z.string().optional(),
    })
    .superRefine((input, ctx) => {
      checkSecondFactor(input, ctx);
      const length = [...input.new_password].length;
      if (withNewPassword && length < NEW_PASSWORD_MIN)
        ctx.addIssue({ code: 'custom', path: ['new_password'], message: 'Şifre en az 12 karakter olmalıdır' });
      if (withNewPassword && length > NEW_PASSWORD_MAX)
        ctx.addIssue({ code: 'custom', path: ['new_password'], message: 'Şifre en fazla 128 karakter olabilir' });
    });
}

/** The body the api takes: password, the chosen factor, and the new password when asked. */
export function reauthBody(input: ReauthInput, withNewPassword: boolean): Record<string, string> {
  const body: Record<string, string> = { password: input.password };
  if (input.factor === 'code') body.code = input.code.replace(/\s/g, '');
  if (input.factor === 'recovery') body.recovery_code = input.recovery_code.trim();
  if (withNewPassword) body.new_password = input.new_password;
  return body;
}

const sixDigits = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Doğrulama kodu 6 haneli olmalıdır'));

export const codeSchema = z.object({ code: sixDigits });
export type CodeInput = z.input<typeof codeSchema>;
export const codeFields = ['code'] as const;
