import { describe, expect, it } from 'vitest';
import { clock, timeLeft } from './countdown.ts';

describe('timeLeft', () => {
  it('counts on the server clock, whatever the device clock says', () => {
    // The device is an hour fast: it read 3,600,000 ms more than the server at the same moment.
    const left = timeLeft(10 * 86_400_000, 86_400_000, 86_400_000 + 3_600_000, 86_400_000 + 3_600_000 + 61_000);
    expect(left).toEqual({ days: 8, hours: 23, minutes: 58, seconds: 59, over: false });
    expect(clock(left)).toBe('23:58:59');
  });

  it('stops at zero', () => {
    expect(timeLeft(1000, 5000, 5000, 9000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, over: true });
  });
});
