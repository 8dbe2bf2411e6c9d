// lotsAffordable decides how many lots a market buy by funds takes, so it must be the exact
// integer quotient for every pair of safe integers, not only the small ones the book tests use.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lotsAffordable } from './matching.ts';

const exact = (funds: number, price: number) => Number(BigInt(funds) / BigInt(price));

describe('lotsAffordable', () => {
  it('is the exact integer quotient across the whole safe-integer range', () => {
    const positive = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
    // Prices of every magnitude, so quotients are large as well as small.
    const prices = fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 2 ** 26 }), positive);
    fc.assert(
      fc.property(positive, prices, (funds, price) => {
        expect(lotsAffordable(funds, price)).toBe(exact(funds, price));
      }),
      { numRuns: 5000 },
    );
  });

  it('is exact where a rounded float quotient would be one too many', () => {
    const max = Number.MAX_SAFE_INTEGER;
    for (const [funds, price] of [
      [max, 1],
      [max, 2],
      [max - 1, max],
      [max, max],
      [2 ** 53 - 3, 3],
      [9007199254740990, 9007199254740991],
      [4503599627370497 * 2 - 1, 2],
    ] as const) {
      expect(lotsAffordable(funds, price)).toBe(exact(funds, price));
    }
  });
});
