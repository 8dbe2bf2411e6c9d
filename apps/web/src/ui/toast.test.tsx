import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';

vi.mock('sonner', () => ({
  Toaster: () => <div role="status">toaster</div>,
  toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() },
}));

describe('lazy toasts', () => {
  it('mounts nothing until the first toast, then shows queued toasts once the toaster is ready', async () => {
    const { toast: sonner } = await import('sonner');
    const { Toaster, toast } = await import('./Toaster.tsx');
    render(<Toaster theme="light" />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      toast.error('first');
      toast.success('second');
    });
    // The toaster's chunk is transformed on first import: slow when the whole suite runs in parallel.
    await screen.findByRole('status', {}, { timeout: 10_000 });
    // The queue is handed over in the toaster's mount effect, just after it appears.
    await waitFor(() => expect(sonner.error).toHaveBeenCalledWith('first'));
    expect(sonner.success).toHaveBeenCalledWith('second');
    toast.info('third');
    expect(sonner.info).toHaveBeenCalledWith('third');
  });
});
