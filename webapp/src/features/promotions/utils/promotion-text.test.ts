// Derived promotion texts and links, and the bonus search and category filter rules.
import { describe, expect, it } from 'vitest';
import { makeCasino, makeCategory, makePromotion, withCasino } from '@/testing/fixtures';
import { casinoNameOf, filterPromotions, isTimed, promotionPath, summaryOf } from './promotion-text';

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

describe('filterPromotions', () => {
  const welcome = makeCategory({ id: 'c1', slug: 'hos-geldin', name: 'Hoş Geldin' });
  const freeSpins = makeCategory({ id: 'c2', slug: 'free-spin', name: 'Free Spin' });
  const a = makePromotion({ title: 'İLK YATIRIM Bonusu', short_description: 'yüzde yüz', category_id: 'c1' });
  const b = makePromotion({ title: '50 Free Spin', short_description: 'Slot oyunlarında geçerli', category_id: 'c2' });
  const all = [a, b];

  it('matches title or short description, ignoring case the Turkish way', () => {
    expect(filterPromotions(all, [], { search: 'ilk yatırım', categorySlug: null })).toEqual([a]);
    expect(filterPromotions(all, [], { search: 'SLOT', categorySlug: null })).toEqual([b]);
    expect(filterPromotions(all, [], { search: '  ', categorySlug: null })).toEqual(all);
  });

  it("keeps the promotions whose category_id is the chosen slug's id", () => {
    expect(filterPromotions(all, [welcome, freeSpins], { search: '', categorySlug: 'free-spin' })).toEqual([b]);
    expect(filterPromotions(all, [welcome, freeSpins], { search: 'bonus', categorySlug: 'free-spin' })).toEqual([]);
    expect(filterPromotions(all, [welcome, freeSpins], { search: '', categorySlug: 'yok-boyle' })).toEqual([]);
  });
});
