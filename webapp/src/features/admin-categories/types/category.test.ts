import { describe, expect, it } from 'vitest';
import { categorySchema } from './category';

describe('the category dialog', () => {
  it('refuses a blank name and a blank slug with the spec messages', () => {
    const result = categorySchema.safeParse({ name: '   ', slug: ' ', description: '', is_active: true });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({ name: 'Kategori adı boş olamaz', slug: 'Kategori slug değeri boş olamaz' });
  });
});
