// The public blog list: a failed load is only logged and shows the empty state (the spec's rule
// for the blog list, unlike the other lists' error box).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePostSummary } from '@/testing/fixtures';
import { apiError, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { BlogGrid } from './blog-grid';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BlogGrid', () => {
  it('logs a failed load and shows the empty state, not an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ '/api/blog': () => apiError(500, 'internal', 'Sunucu hatası') });
    renderWithProviders(<BlogGrid />);
    expect(await screen.findByText('Henüz blog yazısı bulunmuyor.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Bir hata oluştu/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('blog posts could not be loaded'), expect.anything());
  });

  it('lists the posts it loads', async () => {
    mockApi({ '/api/blog?limit=4': [makePostSummary({ title: 'Bonus Rehberi' })] });
    renderWithProviders(<BlogGrid limit={4} />);
    expect(await screen.findByText('Bonus Rehberi')).toBeInTheDocument();
  });
});
