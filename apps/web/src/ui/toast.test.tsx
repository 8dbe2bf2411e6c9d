import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';

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
    await screen.findByRole('status');
    expect(sonner.error).toHaveBeenCalledWith('first');
    expect(sonner.success).toHaveBeenCalledWith('second');
    toast.info('third');
    expect(sonner.info).toHaveBeenCalledWith('third');
  });
});
