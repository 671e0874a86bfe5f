import { describe, expect, it } from 'vitest';
import { categorySlug } from './category-slug';

describe('categorySlug', () => {
  it('maps Turkish letters, lowercases and joins words with single hyphens', () => {
    expect(categorySlug('Hoş Geldin Bonusu')).toBe('hos-geldin-bonusu');
    expect(categorySlug('İLK YATIRIM Şansı')).toBe('ilk-yatirim-sansi');
    expect(categorySlug('  Çevrimsiz -- Ödül!  ')).toBe('cevrimsiz-odul');
    expect(categorySlug('%100 Bonus')).toBe('100-bonus');
    expect(categorySlug('Güvenli Ödeme Ağı')).toBe('guvenli-odeme-agi');
  });

  it('is empty for a name without letters or digits', () => {
    expect(categorySlug(' -- ')).toBe('');
  });
});
