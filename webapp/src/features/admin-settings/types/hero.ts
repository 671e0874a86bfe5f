// The home hero block and the content settings, with the spec's messages.
import { z } from 'zod';

export const heroSchema = z.object({
  upper_title: z.string().trim().min(1, 'Üst başlık gereklidir'),
  main_title: z.string().trim().min(1, 'Ana başlık gereklidir'),
  highlighted_text: z.string().trim().min(1, 'Vurgulanacak metin gereklidir'),
  description: z.string().trim().min(1, 'Açıklama gereklidir'),
  button_text: z.string().trim().min(1, 'Buton metni gereklidir'),
  button_url: z.string().trim().min(1, 'Buton URL gereklidir'),
});

export type HeroInput = z.infer<typeof heroSchema>;
export const heroFields = Object.keys(heroSchema.shape);
export interface SiteSettings {
  blog_section_text: string | null;
}
