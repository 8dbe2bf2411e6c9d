import { describe, expect, it } from 'vitest';
import { isHighLeverage, leverageMarks, maxLeverageOf } from './leverage.ts';

describe('leverage', () => {
  it('warns from 20x and at the maximum', () => {
    expect(isHighLeverage(10, 100)).toBe(false);
    expect(isHighLeverage(20, 100)).toBe(true);
    expect(isHighLeverage(5, 5)).toBe(true);
    expect(isHighLeverage(1, 1)).toBe(false);
  });

  it('marks the slider at quarters of the maximum', () => {
    expect(leverageMarks(100)).toEqual([1, 25, 50, 75, 100]);
    expect(leverageMarks(20)).toEqual([1, 5, 10, 15, 20]);
    expect(leverageMarks(2)).toEqual([1, 2]);
  });

  it('takes the maximum of the margin mode', () => {
    expect(maxLeverageOf('1', { maxLeverage: 100, maxCrossLeverage: 50 })).toBe(100);
    expect(maxLeverageOf('2', { maxLeverage: 100, maxCrossLeverage: 50 })).toBe(50);
  });
});
