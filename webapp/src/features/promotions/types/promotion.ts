// Promotion, category and comment as the public API sends them (docs/content-model.md).

export interface PromotionCasino {
  id: string;
  name: string;
  slug: string;
  logo_url: string | null;
  url: string | null;
  description?: string | null;
}

export interface Promotion {
  id: string;
  title: string;
  slug: string;
  casino_id: string | null;
  casino: PromotionCasino | null;
  category: string | null;
  category_id: string | null;
  category_slug: string | null;
  /** Plain text. */
  short_description: string;
  /** HTML after the first paragraph. */
  description: string;
  terms: string[];
  url: string;
  expiry_date: string | null;
  image_url: string | null;
  promotion_code: string | null;
  is_active: boolean;
  is_timed: boolean;
  created_at: string;
  updated_at: string;
}

/** One page of GET /api/promotions/search. */
export interface PromotionPage {
  items: Promotion[];
  /** Promotions matching the filters. */
  total: number;
  /** Every visible promotion, without the filters. */
  all: number;
  page: number;
  per_page: number;
}

/** The /bonuslar filters and page, as the api takes them. */
export interface PromotionQuery {
  search: string;
  categorySlug: string | null;
  page: number;
}

export interface PromotionCategory {
  id: string;
  name: string;
  slug: string;
  promotion_count: number;
}

export interface PromotionComment {
  id: string;
  promotion_id: string;
  user_name: string;
  /** Plain text, never HTML. */
  comment: string;
  rating: number;
  created_at: string;
}

/** GET /api/promotions/{id} (or by slug). Its comments are their own answer (GET .../comments). */
export interface PromotionDetail {
  promotion: Promotion;
  related: Promotion[];
}

export interface NewComment {
  user_name: string;
  comment: string;
  rating: number;
}

/** How a detail page names its promotion: the slug route or the legacy id route. */
export type PromotionRef = { kind: 'slug'; casinoSlug: string; promotionSlug: string } | { kind: 'id'; id: string };
