import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown.ts';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 seconds down to zero after start', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.running).toBe(false);
    act(() => result.current.start());
    expect(result.current.left).toBe(60);
    for (let i = 0; i < 59; i += 1) act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ left: 0, running: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.left).toBe(0);
  });
});
