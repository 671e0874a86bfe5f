// A casino site as the public API sends it (docs/content-model.md).
export interface Casino {
  id: string;
  name: string;
  slug: string;
  url: string | null;
  logo_url: string | null;
  /** HTML. */
  description: string | null;
  details: string | null;
  rating: number | null;
  featured?: boolean | null;
  created_at: string;
  updated_at: string;
  /** Active promotions of this casino. */
  promo_count: number;
}

/** One page of /guvenilir-siteler (GET /api/casinos?page=N), by name. */
export interface CasinoPage {
  items: Casino[];
  total: number;
  page: number;
  per_page: number;
}
