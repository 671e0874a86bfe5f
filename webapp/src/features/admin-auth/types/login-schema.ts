// The sign-in form's rules with the spec's messages. The second factor is asked for only after
// the api answered that the account needs one (`factor` says which of the two is typed).
import { z } from 'zod';

export const loginSchema = z
  .object({
    email: z.string().trim().email('Geçerli bir email adresi giriniz'),
    password: z.string().min(6, 'Şifre en az 6 karakter olmalıdır'),
    factor: z.enum(['none', 'code', 'recovery']),
    code: z.string(),
    recovery_code: z.string(),
  })
  .superRefine((input, ctx) => {
    if (input.factor === 'code' && !/^\d{6}$/.test(input.code.replace(/\s/g, '')))
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'Doğrulama kodu 6 haneli olmalıdır' });
    if (input.factor === 'recovery' && !input.recovery_code.trim())
      ctx.addIssue({ code: 'custom', path: ['recovery_code'], message: 'Kurtarma kodu gereklidir' });
  });

export type LoginInput = z.infer<typeof loginSchema>;
