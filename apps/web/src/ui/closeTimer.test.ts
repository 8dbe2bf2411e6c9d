import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCloseTimer } from './closeTimer.ts';

describe('createCloseTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens at once and closes only after the delay', () => {
    const onChange = vi.fn();
    const timer = createCloseTimer(100, onChange);
    timer.open();
    expect(onChange).toHaveBeenLastCalledWith(true);
    timer.scheduleClose();
    vi.advanceTimersByTime(99);
    expect(onChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('keeps the panel open when the pointer comes back within the delay', () => {
    const onChange = vi.fn();
    const timer = createCloseTimer(100, onChange);
    timer.open();
    timer.scheduleClose();
    vi.advanceTimersByTime(60);
    timer.open();
    vi.advanceTimersByTime(200);
    expect(onChange).not.toHaveBeenCalledWith(false);
  });

  it('restarts the delay on a second leave and closes immediately on request', () => {
    const onChange = vi.fn();
    const timer = createCloseTimer(100, onChange);
    timer.scheduleClose();
    vi.advanceTimersByTime(80);
    timer.scheduleClose();
    vi.advanceTimersByTime(80);
    expect(onChange).not.toHaveBeenCalled();
    timer.closeNow();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(false);
    vi.advanceTimersByTime(200);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does nothing after dispose', () => {
    const onChange = vi.fn();
    const timer = createCloseTimer(100, onChange);
    timer.scheduleClose();
    timer.dispose();
    vi.advanceTimersByTime(500);
    expect(onChange).not.toHaveBeenCalled();
  });
});
