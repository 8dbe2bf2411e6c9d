import { describe, expect, it } from 'vitest';
import { wireTimeMs } from './format-time.ts';

describe('wireTimeMs', () => {
  it('reads the wire text as UTC', () => {
    expect(wireTimeMs('2026-11-22 01:02:03')).toBe(Date.UTC(2026, 10, 22, 1, 2, 3));
    expect(new Date(wireTimeMs('2024-02-29 23:59:59')).toISOString()).toBe('2024-02-29T23:59:59.000Z');
  });

  it('is NaN for empty, partial, zoned or impossible texts', () => {
    for (const text of ['', '2026-11-22', '2026-11-22 01:02', '2026-11-22T01:02:03Z', '2026-02-31 00:00:00', 'yesterday']) {
      expect(wireTimeMs(text), text).toBeNaN();
    }
  });
});
