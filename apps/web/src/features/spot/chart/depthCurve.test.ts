import { describe, expect, it } from 'vitest';
import { depthCurve } from './depthCurve.ts';

describe('depthCurve', () => {
  it('accumulates bids from the best price down and returns them ascending', () => {
    expect(depthCurve([['100', '1'], ['99.5', '0.1'], ['99', '0.2']], 'bid')).toEqual([
      { price: 99, total: 1.3 },
      { price: 99.5, total: 1.1 },
      { price: 100, total: 1 },
    ]);
  });

  it('accumulates asks upwards with exact decimal sums', () => {
    expect(depthCurve([['101', '0.1'], ['102', '0.2']], 'ask')).toEqual([
      { price: 101, total: 0.1 },
      { price: 102, total: 0.3 },
    ]);
  });

  it('skips malformed and out-of-order levels', () => {
    expect(depthCurve([['101', '1'], ['x', '1'], ['100', '1'], ['103', '1']], 'ask').map((p) => p.price)).toEqual([101, 103]);
    expect(depthCurve([], 'bid')).toEqual([]);
  });
});
