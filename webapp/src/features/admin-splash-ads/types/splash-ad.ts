// A splash ad and its form's rules with the spec's messages.
import { z } from 'zod';
import { httpUrl } from '@/lib/admin-form';

export interface AdminSplashAd {
  id: string;
  title: string;
  href: string;
  image_url: string;
  is_active: boolean;
  created_at: string;
}

export const splashAdSchema = z.object({
  title: z.string().trim().min(2, 'Başlık en az 2 karakter olmalıdır'),
  href: httpUrl('Geçerli bir URL giriniz'),
  image_url: z.string().trim().min(10, 'Geçerli bir resim yükleyin veya URL girin'),
  is_active: z.boolean(),
});

export type SplashAdInput = z.infer<typeof splashAdSchema>;
export const splashAdFields = ['title', 'href', 'image_url', 'is_active'] as const;
