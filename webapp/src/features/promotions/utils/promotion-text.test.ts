// Derived promotion texts and links.
import { describe, expect, it } from 'vitest';
import { makeCasino, makePromotion, withCasino } from '@/testing/fixtures';
import { casinoNameOf, isTimed, promotionPath, summaryOf } from './promotion-text';

describe('promotion texts', () => {
  it("names the casino, or 'Diğer' without one", () => {
    const casino = makeCasino({ name: 'Şans Casino', slug: 'sans-casino' });
    expect(casinoNameOf(withCasino(makePromotion(), casino))).toBe('Şans Casino');
    expect(casinoNameOf(makePromotion())).toBe('Diğer');
  });

  it('summarises with the short description, else 120 characters and an ellipsis', () => {
    expect(summaryOf(makePromotion({ short_description: 'Kısa.' }))).toBe('Kısa.');
    const long = 'a'.repeat(200);
    expect(summaryOf(makePromotion({ short_description: '', description: `<p>${long}</p>` }))).toBe(`${'a'.repeat(120)}...`);
  });

  it("is 'Süreli' only with a future expiry", () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(isTimed(makePromotion({ expiry_date: '2026-12-01T00:00:00Z' }), now)).toBe(true);
    expect(isTimed(makePromotion({ expiry_date: '2026-11-01T00:00:00Z' }), now)).toBe(false);
    expect(isTimed(makePromotion({ expiry_date: null }), now)).toBe(false);
  });

  it('links to /bonuslar/{casino}/{promotion}, or /promotion/{id} without a casino', () => {
    const casino = makeCasino({ slug: 'sans-casino' });
    expect(promotionPath(withCasino(makePromotion({ slug: 'hosgeldin' }), casino))).toBe('/bonuslar/sans-casino/hosgeldin');
    expect(promotionPath(makePromotion({ id: 'abc' }))).toBe('/promotion/abc');
  });
});
