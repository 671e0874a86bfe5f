// The sign-in form's rules with the spec's messages.
import { z } from 'zod';

export const loginSchema = z.object({
  email: z.string().trim().email('Geçerli bir email adresi giriniz'),
  password: z.string().min(6, 'Şifre en az 6 karakter olmalıdır'),
});

export type LoginInput = z.infer<typeof loginSchema>;
