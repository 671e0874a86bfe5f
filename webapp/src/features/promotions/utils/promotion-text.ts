// Derived texts and links of a promotion: card summary, casino name, detail path. (The /bonuslar
// search runs in the api: GET /api/promotions/search.)
import { isFuture } from '@/lib/format-date';
import type { Promotion } from '../types/promotion';

const SUMMARY_FALLBACK_LENGTH = 120;

export const NO_CASINO_NAME = 'Diğer';

export function casinoNameOf(promotion: Promotion): string {
  return promotion.casino?.name?.trim() || NO_CASINO_NAME;
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The short description, else the first 120 characters of the description and an ellipsis. */
export function summaryOf(promotion: Promotion): string {
  const short = promotion.short_description?.trim();
  if (short) return short;
  const text = stripTags(promotion.description ?? '');
  return text.length > SUMMARY_FALLBACK_LENGTH ? `${text.slice(0, SUMMARY_FALLBACK_LENGTH)}...` : text;
}

/** 'Süreli': the promotion ends at a known future moment. */
export function isTimed(promotion: Promotion, now: Date = new Date()): boolean {
  return isFuture(promotion.expiry_date, now);
}

/** /bonuslar/{casinoSlug}/{promotionSlug}, or the legacy /promotion/{id} without a casino. */
export function promotionPath(promotion: Promotion): string {
  const casinoSlug = promotion.casino?.slug;
  if (casinoSlug && promotion.slug) return `/bonuslar/${casinoSlug}/${promotion.slug}`;
  return `/promotion/${promotion.id}`;
}
