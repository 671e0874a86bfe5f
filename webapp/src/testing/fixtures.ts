// Test data shaped exactly like the public API's answers (docs/content-model.md).
import type { BlogPost, BlogPostSummary, LatestPost } from '@/features/blog/types/blog-post';
import type { Casino } from '@/features/casinos/types/casino';
import type { Hero } from '@/features/home/types/home';
import type { Promotion, PromotionCategory, PromotionComment, PromotionDetail } from '@/features/promotions/types/promotion';
import type { SeoSettings } from '@/features/seo/types/seo';
import type { SplashAd } from '@/features/splash/types/splash-ad';

let counter = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export const CREATED = '2026-11-01T10:00:00.000Z';
export const FUTURE = '2099-12-31T21:00:00.000Z';
export const PAST = '2020-01-01T00:00:00.000Z';

export function makeCasino(overrides: Partial<Casino> = {}): Casino {
  const id = overrides.id ?? nextId();
  const name = overrides.name ?? `Casino ${id.slice(-4)}`;
  return {
    id,
    name,
    slug: overrides.slug ?? name.toLowerCase().replace(/\s+/g, '-'),
    url: 'https://casino.example/',
    logo_url: '/uploads/logo.png',
    description: '<p>Lisanslı ve güvenilir bir site.</p>',
    details: null,
    rating: 4.5,
    featured: false,
    created_at: CREATED,
    updated_at: CREATED,
    promo_count: 2,
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<PromotionCategory> = {}): PromotionCategory {
  const id = overrides.id ?? nextId();
  return { id, name: 'Hoş Geldin Bonusu', slug: 'hos-geldin-bonusu', promotion_count: 1, ...overrides };
}

export function makePromotion(overrides: Partial<Promotion> = {}): Promotion {
  const id = overrides.id ?? nextId();
  return {
    id,
    title: `Promosyon ${id.slice(-4)}`,
    slug: `promosyon-${id.slice(-4)}`,
    casino_id: null,
    casino: null,
    category: 'Hoş Geldin Bonusu',
    category_id: null,
    category_slug: 'hos-geldin-bonusu',
    short_description: 'İlk yatırıma yüzde yüz bonus.',
    description: '<p>Tüm detaylar burada.</p>',
    terms: ['18 yaş ve üzeri', '10x çevrim şartı'],
    url: 'https://casino.example/bonus',
    expiry_date: null,
    image_url: '/uploads/promo.png',
    promotion_code: null,
    is_active: true,
    is_timed: false,
    created_at: CREATED,
    updated_at: CREATED,
    ...overrides,
  };
}

export function withCasino(promotion: Promotion, casino: Casino): Promotion {
  return {
    ...promotion,
    casino_id: casino.id,
    casino: { id: casino.id, name: casino.name, slug: casino.slug, logo_url: casino.logo_url, url: casino.url },
  };
}

export function makeComment(overrides: Partial<PromotionComment> = {}): PromotionComment {
  return {
    id: overrides.id ?? nextId(),
    promotion_id: 'p',
    user_name: 'Ayşe',
    comment: 'Harika bir bonus!',
    rating: 5,
    created_at: CREATED,
    ...overrides,
  };
}

export function makeDetail(promotion: Promotion, overrides: Partial<PromotionDetail> = {}): PromotionDetail {
  return { promotion, related: [], ...overrides };
}

export function makePostSummary(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  const id = overrides.id ?? nextId();
  return {
    id,
    title: `Yazı ${id.slice(-4)}`,
    slug: `yazi-${id.slice(-4)}`,
    excerpt: 'Kısa bir özet.',
    image_url: null,
    category: 'Rehber',
    author: 'Editör',
    created_at: CREATED,
    updated_at: CREATED,
    published_at: CREATED,
    ...overrides,
  };
}

export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    ...makePostSummary(overrides),
    content: '<h2>Başlık</h2><p>İçerik.</p>',
    seo_title: null,
    seo_description: null,
    seo_keywords: null,
    is_published: true,
    ...overrides,
  };
}

export function latestOf(posts: BlogPostSummary[]): LatestPost[] {
  return posts.slice(0, 4).map(({ id, title, slug }) => ({ id, title, slug }));
}

export const HERO: Hero = {
  upper_title: 'Üst başlık',
  main_title: 'Ana başlık',
  highlighted_text: 'vurgulu',
  description: 'Açıklama',
  button_text: 'Bonuslara Bak',
  button_url: '#promosyonlar',
};

export function makeSeo(path: string): SeoSettings {
  return { page_path: path, title: `SEO ${path}`, description: 'Açıklama', keywords: 'casino', image: '/logo.png', type: 'website' };
}

export function makeSplashAd(overrides: Partial<SplashAd> = {}): SplashAd {
  return { id: nextId(), title: 'Büyük Turnuva', image_url: '/uploads/ad.png', href: 'https://casino.example/ad', ...overrides };
}
