import { describe, expect, it } from 'vitest';
import { heroSchema } from './hero';

describe('the hero form', () => {
  it('requires every field with the spec message', () => {
    const result = heroSchema.safeParse({ upper_title: ' ', main_title: '', highlighted_text: '', description: '', button_text: '', button_url: '' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      'Üst başlık gereklidir',
      'Ana başlık gereklidir',
      'Vurgulanacak metin gereklidir',
      'Açıklama gereklidir',
      'Buton metni gereklidir',
      'Buton URL gereklidir',
    ]);
  });
});
