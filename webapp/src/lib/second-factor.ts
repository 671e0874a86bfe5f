// The second factor typed beside a password (sign-in, turning two-step sign-in off): either a
// 6-digit code from the authenticator app or a recovery code, with the same messages everywhere.
import type { z } from 'zod';

export interface SecondFactorInput {
  factor: string;
  code: string;
  recovery_code: string;
}

/** zod superRefine step: the field of the chosen factor must be filled in correctly. */
export function checkSecondFactor(input: SecondFactorInput, ctx: z.RefinementCtx): void {
  if (input.factor === 'code' && !/^\d{6}$/.test(input.code.replace(/\s/g, '')))
    ctx.addIssue({ code: 'custom', path: ['code'], message: 'Doğrulama kodu 6 haneli olmalıdır' });
  if (input.factor === 'recovery' && !input.recovery_code.trim())
    ctx.addIssue({ code: 'custom', path: ['recovery_code'], message: 'Kurtarma kodu gereklidir' });
}
