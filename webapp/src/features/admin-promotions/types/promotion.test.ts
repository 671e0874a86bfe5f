import { describe, expect, it } from 'vitest';
import { emptyPromotion, promotionSchema, toRequest } from './promotion';

describe('the promotion form', () => {
  it('gives the spec messages for title, short description and URL', () => {
    const result = promotionSchema.safeParse({ ...emptyPromotion, title: 'A', short_description: 'kısa', url: 'nope' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      title: 'Promosyon başlığı en az 2 karakter olmalıdır',
      short_description: 'Kısa açıklama en az 10 karakter olmalıdır',
      url: 'Geçerli bir URL giriniz',
    });
  });

  it('sends empty optional values as null and one term per non-blank line', () => {
    const body = toRequest({
      ...emptyPromotion,
      title: ' Bonus ',
      short_description: 'Yeterince uzun bir açıklama',
      url: 'https://example.com',
      terms: 'Birinci şart\n\n  İkinci şart  \n',
    });
    expect(body.casino_id).toBeNull();
    expect(body.category_id).toBeNull();
    expect(body.image_url).toBeNull();
    expect(body.promotion_code).toBeNull();
    expect(body.expiry_date).toBeNull();
    expect(body.terms).toEqual(['Birinci şart', 'İkinci şart']);
    expect(body.title).toBe('Bonus');
  });
});
