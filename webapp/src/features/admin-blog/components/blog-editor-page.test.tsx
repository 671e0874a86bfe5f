// The blog editor disables every button while it is busy: 'İptal' is a real disabled button
// while the AI writes (it was a link that only said aria-disabled and still left the page).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { currentPath, renderWithProviders } from '@/testing/render';
import { BlogEditorPage } from './blog-editor-page';

describe('the blog editor while busy', () => {
  it("disables 'İptal' while the AI is generating, and it leaves for the list when idle", async () => {
    mockApi({ 'POST /api/admin/ai/jobs': () => ({ status: 503, body: { error: { code: 'busy', message: 'Meşgul' } }, delayMs: 1500 }) });
    renderWithProviders(
      <Routes>
        <Route path="/admin/blog/new" element={<BlogEditorPage />} />
        <Route path="/admin/blog" element={<p>Liste</p>} />
      </Routes>,
      { route: '/admin/blog/new' },
    );
    const form = within(document.querySelector('form')!);
    expect(form.getByRole('button', { name: 'İptal' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'AI ile İçerik Oluştur' }));
    await userEvent.type(screen.getByLabelText('Konu'), 'Freespin rehberi');
    await userEvent.click(screen.getByRole('button', { name: 'Oluştur' }));
    const cancel = form.getByRole('button', { name: 'İptal', hidden: true });
    expect(cancel).toBeDisabled();
    expect(form.getByRole('button', { name: 'Kaydet', hidden: true })).toBeDisabled();
    await userEvent.click(cancel, { pointerEventsCheck: 0 });
    expect(currentPath()).toBe('/admin/blog/new');

    // The job failed: idle again, and 'İptal' goes back to the list.
    await within(screen.getByTestId('toaster')).findByRole('alert', {}, { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(form.getByRole('button', { name: 'İptal', hidden: true }), { pointerEventsCheck: 0 });
    expect(await screen.findByText('Liste')).toBeInTheDocument();
  }, 20_000);
});
