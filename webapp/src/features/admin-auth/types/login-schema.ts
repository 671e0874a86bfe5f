// The sign-in form's rules with the spec's messages. The second factor is asked for only after
// the api answered that the account needs one (`factor` says which of the two is typed, or 'key'
// when the account's only second factor is a security key: nothing is typed then).
import { z } from 'zod';

import { checkSecondFactor } from '@/lib/second-factor';

export const loginSchema = z
  .object({
    email: z.string().trim().email('Geçerli bir email adresi giriniz'),
    password: z.string().min(6, 'Şifre en az 6 karakter olmalıdır'),
    factor: z.enum(['none', 'key', 'code', 'recovery']),
    code: z.string(),
    recovery_code: z.string(),
  })
  .superRefine(checkSecondFactor);

export type LoginInput = z.infer<typeof loginSchema>;
