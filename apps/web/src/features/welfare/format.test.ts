// What is left of a fee coupon as a bar's width: whole percent, from decimal strings, no floats.
import { describe, expect, it } from 'vitest';
import { percentOf } from './format.ts';

describe('percentOf', () => {
  it('is the whole percent of the amount, rounded down and kept within 0–100', () => {
    expect(percentOf('5', '5')).toBe(100);
    expect(percentOf('4.35', '5')).toBe(87);
    expect(percentOf('0.00000001', '5')).toBe(0);
    expect(percentOf('0', '5')).toBe(0);
    expect(percentOf('2.5', '0')).toBe(0);
    expect(percentOf('7', '5')).toBe(100);
    expect(percentOf('0.1', '0.3')).toBe(33);
  });
});
