// A casino as the back office reads and writes it, and its form's rules with the spec's messages.
import { z } from 'zod';
import { httpUrl } from '@/lib/admin-form';

export interface AdminCasino {
  id: string;
  name: string;
  slug: string;
  url: string;
  logo_url: string;
  description: string;
  created_at: string;
  updated_at: string;
  promo_count: number;
}

export const casinoSchema = z.object({
  name: z.string().trim().min(2, 'Casino adı en az 2 karakter olmalıdır'),
  url: httpUrl('Geçerli bir URL giriniz'),
  logo_url: httpUrl('Geçerli bir logo URL giriniz'),
  description: z.string().min(10, 'Açıklama en az 10 karakter olmalıdır'),
});

export type CasinoInput = z.infer<typeof casinoSchema>;
export const casinoFields = ['name', 'url', 'logo_url', 'description'] as const;
