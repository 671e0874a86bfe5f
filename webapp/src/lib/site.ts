// Site-wide constants: the product name, the navigation and the placeholder images.
export const SITE_NAME = 'Bonus Rehberi';

export const NAV_LINKS = [
  { to: '/', label: 'Anasayfa' },
  { to: '/bonuslar', label: 'Bonuslar' },
  { to: '/guvenilir-siteler', label: 'Güvenilir Siteler' },
  { to: '/blog', label: 'Blog' },
] as const;

export const FOOTER_LINKS = [
  { to: '/', label: 'Ana Sayfa' },
  { to: '/bonuslar', label: 'Bonuslar' },
  { to: '/guvenilir-siteler', label: 'Güvenilir Siteler' },
  { to: '/blog', label: 'Blog' },
] as const;

export const PLACEHOLDER = {
  promotion: '/placeholder-promotion.svg',
  casino: '/placeholder-casino.svg',
  blog: '/placeholder-blog.svg',
} as const;

/** Document title of a page about one thing (a post, a promotion, a casino): the same form the
 * api writes into the first page, '{subject} | {product}'. */
export function pageTitle(subject: string): string {
  return `${subject} | ${SITE_NAME}`;
}
