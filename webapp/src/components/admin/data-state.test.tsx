// A back-office load error is an error toast with the screen's text (the spec's way), each time
// a load fails; the place of the list keeps 'Tekrar dene'.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DataState } from './data-state';

function Harness() {
  const [state, setState] = useState<'failed' | 'loading' | 'loaded'>('failed');
  return (
    <>
      <button type="button" onClick={() => setState('failed')}>
        yine başarısız
      </button>
      <button type="button" onClick={() => setState('loaded')}>
        başarılı
      </button>
      <DataState isLoading={state === 'loading'} error={state === 'failed' ? 'Casino siteleri yüklenirken bir hata oluştu' : null} onRetry={() => setState('loading')}>
        <p>Liste</p>
      </DataState>
    </>
  );
}

const toasts = () => within(screen.getByTestId('toaster')).queryAllByText('Casino siteleri yüklenirken bir hata oluştu');

describe('a back-office load error', () => {
  it('is an error toast with the screen’s text, again after a retry that fails again', async () => {
    renderWithProviders(<Harness />);
    expect(toasts()).toHaveLength(1);
    expect(within(screen.getByTestId('toaster')).getByRole('alert')).toHaveTextContent('Casino siteleri yüklenirken bir hata oluştu');
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(screen.getByRole('status', { name: 'Yükleniyor' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'yine başarısız' }));
    expect(toasts()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'başarılı' }));
    expect(screen.getByText('Liste')).toBeInTheDocument();
    expect(toasts()).toHaveLength(2);
  });
});
