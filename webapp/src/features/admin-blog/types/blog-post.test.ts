import { describe, expect, it } from 'vitest';
import { aiDialogSchema, batchRequest, clampInt, generatedMessage, wordCount } from './blog-post';

const messageOf = (input: unknown) => {
  const r = aiDialogSchema.safeParse(input);
  return r.success ? null : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the blog editor rules', () => {
  it('counts whitespace-separated words of the text, not the markup', () => {
    expect(wordCount('<p>Bir iki</p><p>üç&nbsp;dört</p>')).toBe(4);
    expect(wordCount('<h2>Başlık</h2><ul><li>madde bir</li></ul>')).toBe(3);
    expect(wordCount('')).toBe(0);
    expect(wordCount('<p></p>')).toBe(0);
  });

  it('warns under 250 words and reports the count otherwise', () => {
    expect(generatedMessage(249)).toEqual({ tone: 'info', text: 'Oluşturulan içerik kısa (249 kelime). İçeriği genişletmeyi deneyin.' });
    expect(generatedMessage(250)).toEqual({ tone: 'success', text: 'İçerik başarıyla oluşturuldu (250 kelime)' });
  });
});

describe('the AI dialog bounds', () => {
  const valid = { topic: 'Deneme bonusu', batch: true, count: 3, publish_count: 1 };

  it('asks for a topic with the spec message', () => {
    expect(messageOf({ ...valid, topic: '   ' })).toEqual(['topic: Lütfen bir konu girin']);
  });

  it('keeps the batch count within 1..10 and the daily count within 0..5', () => {
    expect(messageOf(valid)).toBeNull();
    expect(messageOf({ ...valid, count: 0 })).toEqual(['count: En az 1 içerik oluşturmalısınız']);
    expect(messageOf({ ...valid, count: 11 })).toEqual(['count: En fazla 10 içerik oluşturulabilir']);
    expect(messageOf({ ...valid, count: Number.NaN })).toEqual(['count: En az 1 içerik oluşturmalısınız']);
    expect(messageOf({ ...valid, publish_count: 6 })).toEqual(['publish_count: Günlük yayın sayısı 0 ile 5 arasında olmalıdır']);
    expect(messageOf({ ...valid, publish_count: -1 })).toEqual(['publish_count: Günlük yayın sayısı 0 ile 5 arasında olmalıdır']);
    expect(messageOf({ ...valid, publish_count: 0 })).toBeNull();
  });

  it('clamps typed numbers into the bounds and turns text into the default', () => {
    expect(clampInt('15', 1, 10, 3)).toBe(10);
    expect(clampInt('0', 1, 10, 3)).toBe(1);
    expect(clampInt('abc', 1, 10, 3)).toBe(3);
    expect(clampInt('4.7', 0, 5, 1)).toBe(4);
  });

  it('saves a batch with at most as many published posts as there are posts', () => {
    const post = { title: 'T', excerpt: 'E', content: '<p>c</p>', seo: null, keywords: ['a', 'b', 'c', 'd', 'e', 'f'] };
    const request = batchRequest([post, post], 5);
    expect(request.publish_count).toBe(2);
    expect(request.posts[0].seo_keywords).toBe('a, b, c, d, e');
    expect(batchRequest([post], -2).publish_count).toBe(0);
  });
});
