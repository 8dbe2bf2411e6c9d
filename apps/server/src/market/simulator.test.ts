import { describe, expect, it } from 'vitest';
import { roundStep } from './simulator.ts';

describe('the market maker grid step', () => {
  it('rounds down to 1, 2 or 5 times a power of ten, at least one tick', () => {
    expect(roundStep(6500)).toBe(5000);
    expect(roundStep(65)).toBe(50);
    expect(roundStep(34.9)).toBe(20);
    expect(roundStep(19.9)).toBe(10);
    expect(roundStep(1)).toBe(1);
    expect(roundStep(0.3)).toBe(1);
    expect(roundStep(Number.NaN)).toBe(1);
  });
});
