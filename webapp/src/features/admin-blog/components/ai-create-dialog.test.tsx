import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import type { AiJob } from '@/lib/ai-jobs';
import { AiCreateDialog } from './ai-create-dialog';
import type { AiDialogForm } from '../types/blog-post';

function open(props: Partial<Parameters<typeof AiCreateDialog>[0]> = {}) {
  const submitted: AiDialogForm[] = [];
  renderWithProviders(
    <AiCreateDialog open job={null} running={false} onSubmit={(f) => submitted.push(f)} onCancelJob={() => {}} onClose={() => {}} {...props} />,
  );
  return submitted;
}

describe('the AI dialog', () => {
  it('asks for a topic and sends nothing without one', async () => {
    const submitted = open();
    await userEvent.click(screen.getByRole('button', { name: 'Oluştur' }));
    expect(await screen.findByText('Lütfen bir konu girin')).toBeInTheDocument();
    expect(submitted).toEqual([]);
  });

  it('offers the batch fields with their defaults and keeps typed numbers in bounds', async () => {
    const submitted = open();
    await userEvent.type(screen.getByLabelText('Konu'), 'Freespin');
    await userEvent.click(screen.getByLabelText('Toplu içerik oluştur'));
    const count = screen.getByLabelText('Oluşturulacak içerik sayısı');
    const daily = screen.getByLabelText('Günlük otomatik yayın sayısı');
    expect(count).toHaveValue(3);
    expect(daily).toHaveValue(1);
    await userEvent.clear(count);
    await userEvent.type(count, '25');
    await userEvent.clear(daily);
    await userEvent.type(daily, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Oluştur' }));
    expect(submitted).toEqual([{ topic: 'Freespin', batch: true, count: 10, publish_count: 5 }]);
  });

  it('shows n of m and the title being written while a batch runs, with a cancel button', async () => {
    const job = {
      id: 'j1',
      kind: 'batch',
      status: 'running',
      cancel_requested: false,
      progress: { done: 1, total: 3, current_title: 'Freespin Rehberi' },
    } as AiJob;
    let cancelled = 0;
    open({ running: true, job, onCancelJob: () => cancelled++ });
    expect(screen.getByText('1 / 3 içerik oluşturuldu')).toBeInTheDocument();
    expect(screen.getByText('Yazılıyor: Freespin Rehberi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'İptal Et' }));
    expect(cancelled).toBe(1);
  });
});
