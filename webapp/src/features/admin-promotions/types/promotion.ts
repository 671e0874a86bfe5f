// A promotion as the back office reads and writes it, and its form's rules with the spec's
// messages. Empty optional values are sent as null; terms one per line, blank lines dropped.
import { z } from 'zod';
import { httpUrl } from '@/lib/admin-form';

export interface AdminPromotion {
  id: string;
  title: string;
  slug: string;
  casino_id: string | null;
  casino: { id: string; name: string; slug: string; logo_url: string } | null;
  category_id: string | null;
  category: string | null;
  promotion_code: string | null;
  is_active: boolean;
  expiry_date: string | null;
  image_url: string | null;
  url: string;
  status: 'active' | 'inactive' | 'expired';
  status_label: string;
  short_description?: string;
  description?: string;
  terms?: string[];
  created_at: string;
}

export const promotionSchema = z.object({
  title: z.string().trim().min(2, 'Promosyon başlığı en az 2 karakter olmalıdır'),
  casino_id: z.string(),
  category_id: z.string(),
  image_url: z.string(),
  short_description: z.string().trim().min(10, 'Kısa açıklama en az 10 karakter olmalıdır'),
  description: z.string(),
  terms: z.string(),
  url: httpUrl('Geçerli bir URL giriniz'),
  promotion_code: z.string(),
  expiry_date: z.string(),
  is_active: z.boolean(),
});

export type PromotionForm = z.infer<typeof promotionSchema>;
export const promotionFields = Object.keys(promotionSchema.shape);
/** Fields on the 'Promosyon Ayarları' tab (the rest are on 'Promosyon Detayları'). */
export const settingsTabFields = ['url', 'promotion_code', 'expiry_date', 'is_active'];

export const emptyPromotion: PromotionForm = {
  title: '',
  casino_id: '',
  category_id: '',
  image_url: '',
  short_description: '',
  description: '',
  terms: '',
  url: '',
  promotion_code: '',
  expiry_date: '',
  is_active: true,
};

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** `datetime-local` text (local time) from an ISO moment, and back. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function toRequest(form: PromotionForm) {
  return {
    title: form.title.trim(),
    casino_id: orNull(form.casino_id),
    category_id: orNull(form.category_id),
    image_url: orNull(form.image_url),
    short_description: form.short_description.trim(),
    description: form.description,
    terms: form.terms
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    url: form.url.trim(),
    promotion_code: orNull(form.promotion_code),
    expiry_date: form.expiry_date ? new Date(form.expiry_date).toISOString() : null,
    is_active: form.is_active,
  };
}

export function toForm(p: AdminPromotion): PromotionForm {
  return {
    title: p.title,
    casino_id: p.casino_id ?? '',
    category_id: p.category_id ?? '',
    image_url: p.image_url ?? '',
    short_description: p.short_description ?? '',
    description: p.description ?? '',
    terms: (p.terms ?? []).join('\n'),
    url: p.url,
    promotion_code: p.promotion_code ?? '',
    expiry_date: toLocalInput(p.expiry_date),
    is_active: p.is_active,
  };
}
