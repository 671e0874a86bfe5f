// A failed upload: a blog image is embedded as a data URL (the spec's editor), a promotion image
// gets 'Resim yüklenirken bir hata oluştu: {message}', a splash image 'Görsel yüklenirken bir
// hata oluştu'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { EMBED_MAX_BYTES, ImageInput, type ImageBucket } from './image-input';

function Harness({ bucket }: { bucket: ImageBucket }) {
  const [value, setValue] = useState('');
  return (
    <>
      <ImageInput bucket={bucket} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

// The body is JSON so the fetch mock can record it; the type is what the input checks.
const image = (bytes = '{}') => new File([bytes], 'kapak.png', { type: 'image/png' });
const toaster = () => within(screen.getByTestId('toaster'));

describe('a failed image upload', () => {
  it('embeds a blog image as a data URL, with no error toast', async () => {
    const api = mockApi({ 'POST /api/admin/uploads/blog-images': () => apiError(503, 'storage_unavailable', 'Depolama kullanılamıyor') });
    renderWithProviders(<Harness bucket="blog-images" />);
    await userEvent.upload(screen.getByLabelText('Görsel dosyası'), image());
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('data:image/png;base64,e30='));
    expect(api.callsTo('/api/admin/uploads/blog-images', 'POST')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Önizleme' })).toHaveAttribute('src', 'data:image/png;base64,e30=');
    expect(toaster().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not embed a blog image too large to travel inside the post', async () => {
    mockApi({ 'POST /api/admin/uploads/blog-images': () => apiError(503, 'storage_unavailable', 'Depolama kullanılamıyor') });
    renderWithProviders(<Harness bucket="blog-images" />);
    await userEvent.upload(screen.getByLabelText('Görsel dosyası'), image(`"${'a'.repeat(EMBED_MAX_BYTES)}"`));
    expect(await toaster().findByText('Resim yüklenirken bir hata oluştu: Depolama kullanılamıyor')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it("shows a promotion image's failure with the api's message", async () => {
    mockApi({ 'POST /api/admin/uploads/promotions': () => apiError(503, 'storage_unavailable', 'Depolama kullanılamıyor') });
    renderWithProviders(<Harness bucket="promotions" />);
    await userEvent.upload(screen.getByLabelText('Görsel dosyası'), image());
    expect(await toaster().findByText('Resim yüklenirken bir hata oluştu: Depolama kullanılamıyor')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it("shows a splash image's failure with the spec's text", async () => {
    mockApi({ 'POST /api/admin/uploads/splash-ads': () => apiError(503, 'storage_unavailable', 'Depolama kullanılamıyor') });
    renderWithProviders(<Harness bucket="splash-ads" />);
    await userEvent.upload(screen.getByLabelText('Görsel dosyası'), image());
    expect(await toaster().findByText('Görsel yüklenirken bir hata oluştu')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });
});
