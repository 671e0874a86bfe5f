// The back office's preview: a draft read as its page will show it, with the note that visitors
// cannot see it yet; a missing post says so.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { BlogPreviewPage } from './blog-preview-page';

const draft = {
  id: 'p1',
  title: 'Taslak Rehber',
  slug: 'taslak-rehber',
  excerpt: 'Özet',
  content: '<p>Yazının <strong>içeriği</strong>.</p><script>alert(1)</script>',
  image_url: null,
  category: 'Rehber',
  author: 'Editör',
  is_published: false,
  status_label: 'Taslak',
  published_at: null,
  indexed: false,
  view_count: 0,
  created_at: '2026-11-20T10:00:00Z',
};

function open(id: string) {
  renderWithProviders(
    <Routes>
      <Route path="/admin/blog/preview/:id" element={<BlogPreviewPage />} />
    </Routes>,
    { route: `/admin/blog/preview/${id}` },
  );
}

describe('BlogPreviewPage', () => {
  it('shows a draft as its page would, says visitors cannot see it, and links to edit it', async () => {
    mockApi({ '/api/admin/blog-posts/p1': draft });
    open('p1');
    expect(await screen.findByRole('heading', { name: 'Taslak Rehber' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Taslak: bu yazı yayınlanana kadar ziyaretçilere ve arama motorlarına görünmez.');
    expect(screen.getByText('içeriği').tagName).toBe('STRONG');
    expect(document.querySelector('article script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Düzenle' })).toHaveAttribute('href', '/admin/blog/edit/p1');
  });

  it('says so when the post does not exist', async () => {
    mockApi({ '/api/admin/blog-posts/yok': () => apiError(404, 'not_found', 'Blog yazısı bulunamadı') });
    open('yok');
    expect(await screen.findByTestId('load-error')).toHaveTextContent('Blog yazısı bulunamadı');
    expect(within(screen.getByTestId('toaster')).getByRole('alert')).toHaveTextContent('Blog yazısı bulunamadı');
  });
});
