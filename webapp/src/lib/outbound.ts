// Outbound links: every link of the public site that leads to a casino goes through the api's
// /git/... redirect (counted there, docs/architecture.md "Outbound links"), opens in a new tab and
// is marked as a paid link. No `noreferrer`: the redirect reads which of our pages sent the
// visitor (the path only).
export const OUTBOUND_REL = 'sponsored nofollow noopener';
export const OUTBOUND_TARGET = '_blank';

/** /git/{casinoSlug}: the casino's own site. */
export function casinoOutboundPath(casinoSlug: string): string {
  return `/git/${encodeURIComponent(casinoSlug)}`;
}

/** /git/{casinoSlug}/{promotionSlug}, or /git?promosyon={id} for a promotion without a casino. */
export function promotionOutboundPath(promotion: {
  id: string;
  slug?: string | null;
  casino?: { slug?: string | null } | null;
}): string {
  const casinoSlug = promotion.casino?.slug;
  if (casinoSlug && promotion.slug)
    return `/git/${encodeURIComponent(casinoSlug)}/${encodeURIComponent(promotion.slug)}`;
  return `/git?promosyon=${encodeURIComponent(promotion.id)}`;
}

/** /git?reklam={id}: a splash ad's link. */
export function splashAdOutboundPath(adId: string): string {
  return `/git?reklam=${encodeURIComponent(adId)}`;
}
