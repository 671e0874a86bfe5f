import { describe, expect, it } from 'vitest';
import { casinoInputOf, casinoSchema } from './casino';

describe('the casino form', () => {
  it('gives the spec message for every field', () => {
    const result = casinoSchema.safeParse({ name: 'A', url: 'javascript:alert(1)', logo_url: 'logo', description: 'kısa', details: 'x'.repeat(20001), rating: '5.5', featured: false });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      name: 'Casino adı en az 2 karakter olmalıdır',
      url: 'Geçerli bir URL giriniz',
      logo_url: 'Geçerli bir logo URL giriniz',
      description: 'Açıklama en az 10 karakter olmalıdır',
      details: 'Detaylar en fazla 20000 karakter olabilir',
      rating: 'Puan 0 ile 5 arasında olmalıdır',
    });
  });

  it('accepts a complete casino', () => {
    const form = { name: 'Çılgın Şans', url: 'https://example.com', logo_url: 'https://example.com/l.png', description: '<p>Lisanslı site.</p>', details: '', rating: '', featured: true };
    expect(casinoSchema.safeParse(form).success).toBe(true);
    expect(casinoSchema.safeParse({ ...form, rating: '4,5' }).success).toBe(true);
    expect(casinoInputOf({ ...form, rating: '4,5' })).toMatchObject({ details: null, rating: 4.5, featured: true });
    expect(casinoInputOf(form).rating).toBeNull();
  });
});
