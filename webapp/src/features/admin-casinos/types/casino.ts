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
  details: string | null;
  rating: number | null;
  featured: boolean;
  created_at: string;
  updated_at: string;
  promo_count: number;
}

export const DETAILS_MAX = 20000;

// The rating is typed as text: empty means none, anything else is a number from 0 to 5.
function ratingValue(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

export const casinoSchema = z.object({
  name: z.string().trim().min(2, 'Casino adı en az 2 karakter olmalıdır'),
  url: httpUrl('Geçerli bir URL giriniz'),
  logo_url: httpUrl('Geçerli bir logo URL giriniz'),
  description: z.string().min(10, 'Açıklama en az 10 karakter olmalıdır'),
  details: z.string().max(DETAILS_MAX, `Detaylar en fazla ${DETAILS_MAX} karakter olabilir`),
  rating: z.string().refine((text) => {
    const value = ratingValue(text);
    return value === null || (Number.isFinite(value) && value >= 0 && value <= 5);
  }, 'Puan 0 ile 5 arasında olmalıdır'),
  featured: z.boolean(),
});

/** What the form holds. */
export type CasinoForm = z.infer<typeof casinoSchema>;
/** What the api takes: every field, so an edit never drops the 'Öne Çıkan' badge or the rating. */
export const casinoFields = ['name', 'url', 'logo_url', 'description', 'details', 'rating', 'featured'] as const;
export type CasinoInput = Pick<AdminCasino, (typeof casinoFields)[number]>;

export const emptyCasinoForm: CasinoForm = { name: '', url: '', logo_url: '', description: '', details: '', rating: '', featured: false };

export function casinoFormOf(casino: AdminCasino): CasinoForm {
  return {
    name: casino.name,
    url: casino.url,
    logo_url: casino.logo_url,
    description: casino.description,
    details: casino.details ?? '',
    rating: casino.rating === null || casino.rating === undefined ? '' : String(casino.rating),
    featured: casino.featured === true,
  };
}

export function casinoInputOf(form: CasinoForm): CasinoInput {
  return {
    name: form.name,
    url: form.url,
    logo_url: form.logo_url,
    description: form.description,
    details: form.details.trim() === '' ? null : form.details,
    rating: ratingValue(form.rating),
    featured: form.featured,
  };
}
