// A promotion category and its dialog's rules with the spec's messages.
import { z } from 'zod';

export interface AdminCategory {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  is_active: boolean;
  promotion_count: number;
  updated_at: string;
}

export const categorySchema = z.object({
  name: z.string().trim().min(1, 'Kategori adı boş olamaz'),
  slug: z.string().trim().min(1, 'Kategori slug değeri boş olamaz'),
  description: z.string(),
  is_active: z.boolean(),
});

export type CategoryInput = z.infer<typeof categorySchema>;
export const categoryFields = ['name', 'slug', 'description', 'is_active'] as const;
