import { describe, expect, it } from 'vitest';
import { imageFileProblem } from '@/components/admin/image-input';
import { splashAdSchema } from './splash-ad';

describe('the splash ad form', () => {
  it('gives the spec messages for title, link and image', () => {
    const result = splashAdSchema.safeParse({ title: 'x', href: 'ftp://x', image_url: 'kısa', is_active: true });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      title: 'Başlık en az 2 karakter olmalıdır',
      href: 'Geçerli bir URL giriniz',
      image_url: 'Geçerli bir resim yükleyin veya URL girin',
    });
  });

  it('refuses files over 5 MB or of another type before uploading', () => {
    const message = "Dosya boyutu 5MB'dan küçük olmalıdır";
    expect(imageFileProblem({ size: 5 * 1024 * 1024, type: 'image/png' }, 5 * 1024 * 1024, message)).toBeNull();
    expect(imageFileProblem({ size: 5 * 1024 * 1024 + 1, type: 'image/png' }, 5 * 1024 * 1024, message)).toBe(message);
    expect(imageFileProblem({ size: 10, type: 'text/html' }, 5 * 1024 * 1024, message)).toBe(message);
  });
});
