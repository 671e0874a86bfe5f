import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import type { AiPost } from '@/lib/ai-jobs';
import { BatchResultsDialog } from './batch-results-dialog';

const post = (n: number): AiPost => ({
  title: `Yazı ${n}`,
  excerpt: `Özet ${n}`,
  content: `<p>İçerik ${n}</p>`,
  keywords: ['bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi'],
  seo: { title: `SEO ${n}`, description: `Açıklama ${n}`, keywords: 'a, b' },
  word_count: 320,
  fallback: false,
});
const labels = () => screen.getAllByTestId('batch-post').map((li) => within(li).getByText(/Yayınlanacak|Taslak/).textContent);

describe('the batch results dialog', () => {
  it('marks the first N as published, moves N with +/- within 0..count, and shows at most 5 keywords', async () => {
    renderWithProviders(<BatchResultsDialog posts={[post(1), post(2), post(3)]} publishCount={1} onClose={() => {}} />);
    expect(labels()).toEqual(['Yayınlanacak', 'Taslak', 'Taslak']);
    expect(within(screen.getAllByTestId('batch-post')[0]).getAllByRole('listitem')).toHaveLength(5);
    const more = screen.getByRole('button', { name: 'Yayınlanacak sayısını artır' });
    const less = screen.getByRole('button', { name: 'Yayınlanacak sayısını azalt' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(labels()).toEqual(['Yayınlanacak', 'Yayınlanacak', 'Yayınlanacak']);
    expect(more).toBeDisabled();
    for (let i = 0; i < 3; i++) await userEvent.click(less);
    expect(screen.getByTestId('publish-count').textContent).toBe('0');
    expect(less).toBeDisabled();
  });

  it('saves every post with the chosen publish count through the batch command', async () => {
    const api = mockApi({ 'POST /api/admin/blog-posts/batch': () => ({ status: 201, body: { posts: [] } }), '/api/admin/blog-posts?*': { items: [], total: 0, page: 1, page_size: 50, sort: 'created', order: 'desc' } });
    let closed = false;
    renderWithProviders(<BatchResultsDialog posts={[post(1), post(2), post(3)]} publishCount={1} onClose={() => (closed = true)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tüm İçerikleri Kaydet' }));
    await waitFor(() => expect(closed).toBe(true));
    const body = api.callsTo('/api/admin/blog-posts/batch', 'POST')[0].body as { publish_count: number; posts: { title: string; seo_title: string }[] };
    expect(body.publish_count).toBe(1);
    expect(body.posts.map((p) => p.title)).toEqual(['Yazı 1', 'Yazı 2', 'Yazı 3']);
    expect(body.posts[0].seo_title).toBe('SEO 1');
    expect(await screen.findByText('Blog yazıları başarıyla kaydedildi.')).toBeInTheDocument();
  });

  it('keeps the results open and says nothing was saved when the save fails', async () => {
    mockApi({ 'POST /api/admin/blog-posts/batch': () => apiError(503, 'unavailable', 'Sistem geçici olarak kullanılamıyor') });
    let closed = false;
    renderWithProviders(<BatchResultsDialog posts={[post(1)]} publishCount={1} onClose={() => (closed = true)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tüm İçerikleri Kaydet' }));
    expect(await screen.findByText('Hiçbir blog yazısı kaydedilemedi')).toBeInTheDocument();
    expect(closed).toBe(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tüm İçerikleri Kaydet' })).toBeEnabled();
  });

  it('cannot be closed while saving', async () => {
    mockApi({ 'POST /api/admin/blog-posts/batch': () => ({ status: 201, body: { posts: [] }, delayMs: 400 }), '/api/admin/blog-posts?*': { items: [], total: 0, page: 1, page_size: 50, sort: 'created', order: 'desc' } });
    let closed = 0;
    renderWithProviders(<BatchResultsDialog posts={[post(1)]} publishCount={0} onClose={() => closed++} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tüm İçerikleri Kaydet' }));
    expect(screen.getByRole('button', { name: 'İptal' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(closed).toBe(0);
    expect(screen.getByRole('button', { name: 'Kaydediliyor...' })).toBeDisabled();
  });
});
