// decimal.ts against big.js, which the ticker and the k-lines used before: the same sums, the same text.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import { compare, decimal, formatDecimal, minus, plus, times } from './decimal.ts';

/** Plain decimal text as prices, amounts and stored bars come: up to 12 digits before the point and 10 after, trailing zeros kept. */
const text = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.option(fc.stringMatching(/^\d{1,10}$/), { nil: undefined }))
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`);

describe('decimal', () => {
  it('reads and prints as big.js does', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(formatDecimal(decimal(t))).toBe(new Big(t).toFixed());
      }),
    );
    expect(formatDecimal(decimal('65000.10'))).toBe('65000.1');
    expect(formatDecimal(decimal('-0.000'))).toBe('0');
    expect(formatDecimal(decimal('0.0012'))).toBe('0.0012');
  });

  it('adds, subtracts, multiplies and compares exactly, as big.js does', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        const [x, y] = [decimal(a), decimal(b)];
        expect(formatDecimal(plus(x, y))).toBe(new Big(a).plus(b).toFixed());
        expect(formatDecimal(minus(x, y))).toBe(new Big(a).minus(b).toFixed());
        expect(formatDecimal(times(x, y))).toBe(new Big(a).times(b).toFixed());
        expect(Math.sign(compare(x, y))).toBe(new Big(a).cmp(b));
      }),
    );
  });

  it('refuses what is not plain decimal text', () => {
    for (const bad of ['', '1e5', ' 1', '1.', '.5', '1,5', 'NaN', '--1']) expect(() => decimal(bad)).toThrow('Not a decimal number');
  });
});
