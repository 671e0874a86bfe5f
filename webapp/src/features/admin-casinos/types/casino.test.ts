import { describe, expect, it } from 'vitest';
import { casinoSchema } from './casino';

describe('the casino form', () => {
  it('gives the spec message for every field', () => {
    const result = casinoSchema.safeParse({ name: 'A', url: 'javascript:alert(1)', logo_url: 'logo', description: 'kısa' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      name: 'Casino adı en az 2 karakter olmalıdır',
      url: 'Geçerli bir URL giriniz',
      logo_url: 'Geçerli bir logo URL giriniz',
      description: 'Açıklama en az 10 karakter olmalıdır',
    });
  });

  it('accepts a complete casino', () => {
    expect(casinoSchema.safeParse({ name: 'Çılgın Şans', url: 'https://example.com', logo_url: 'https://example.com/l.png', description: '<p>Lisanslı site.</p>' }).success).toBe(true);
  });
});
