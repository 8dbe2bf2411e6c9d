import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import { formatAmount, percent, shortenNumber, stripZeros, toFixedDown } from './format.ts';

// Decimal strings as the wire sends them, with up to 30 integer and 20 fraction digits.
const decimalString = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10n ** 20n }))
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}.${fraction}`);
const scale = fc.integer({ min: 0, max: 18 });

describe('shortenNumber', () => {
  it.each([
    ['0', '0.00'],
    ['1', '1.00'],
    ['1.005', '1.01'],
    ['1.004', '1.00'],
    ['999999.99', '999999.99'],
    ['999999.994', '999999.99'],
    ['999999.995', '1.00M'],
    ['1000000', '1.00M'],
    ['1234567', '1.23M'],
    ['1235000', '1.24M'],
    ['999999999', '1.00B'],
    ['999994999', '999.99M'],
    ['1000000000', '1.00B'],
    ['1234567890', '1.23B'],
    ['999999999999.9', '1.00T'],
    ['1000000000000', '1.00T'],
    ['1234567890123', '1.23T'],
    ['1234567890123456', '1234.57T'],
    ['12345678901234567890', '12345678.90T'],
    ['1e6', '1.00M'],
    ['1E9', '1.00B'],
    ['-1234567', '-1.23M'],
    ['-1.005', '-1.01'],
    ['-0.001', '0.00'],
    ['-0', '0.00'],
    ['.5', '0.50'],
  ])('%s → %s', (value, expected) => {
    expect(shortenNumber(value)).toBe(expected);
  });

  it.each([
    [1234567, '1.23M'],
    [0.1 + 0.2, '0.30'],
    [-5e12, '-5.00T'],
    [1e21, '1000000000.00T'],
    [0, '0.00'],
  ])('takes the JS number %d at its string form → %s', (value, expected) => {
    expect(shortenNumber(value)).toBe(expected);
  });

  it.each([
    ['1234567', 0, '1M'],
    ['1234567', 4, '1.2346M'],
    ['1.5', 0, '2'],
    ['0.123456', 5, '0.12346'],
  ])('%s with %i decimals → %s', (value, decimals, expected) => {
    expect(shortenNumber(value, decimals)).toBe(expected);
  });

  it.each([['abc'], [''], [' 1'], ['1,000'], ['0x10'], ['Infinity'], [NaN], [Infinity], [-Infinity]])(
    'shows -- for %j',
    (value) => {
      expect(shortenNumber(value)).toBe('--');
    },
  );

  it.each([-1, 1.5, NaN, 101])('shows -- for the decimals %d', (decimals) => {
    expect(shortenNumber('1', decimals)).toBe('--');
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), decimalString), fc.integer({ min: -5, max: 30 }), (v, d) => {
        expect(typeof shortenNumber(v, d)).toBe('string');
      }),
    );
  });

  it('shows the value within half a hundredth of its unit, in the largest unit it reaches', () => {
    const unitOf: Record<string, string> = { '': '1', M: '1e6', B: '1e9', T: '1e12' };
    fc.assert(
      fc.property(decimalString, (value) => {
        const [, sign, digits, suffix] = /^(-?)(\d+\.\d{2})([MBT]?)$/.exec(shortenNumber(value)) ?? [];
        expect(digits).toBeDefined();
        const unit = new Big(unitOf[suffix!]!);
        const shown = new Big(`${sign}${digits}`).times(unit);
        expect(shown.minus(value).abs().lte(unit.times('0.005'))).toBe(true);
        if (suffix === '') expect(new Big(digits!).lt('1e6')).toBe(true);
        if (suffix === 'M' || suffix === 'B') expect(new Big(digits!).lt(1000)).toBe(true);
        if (suffix !== '') expect(new Big(digits!).gte(1)).toBe(true);
      }),
    );
  });
});

describe('toFixedDown', () => {
  it.each([
    ['1.999', 2, '1.99'],
    ['1.9', 4, '1.9000'],
    ['1', 0, '1'],
    ['1.999', 0, '1'],
    ['-1.999', 2, '-1.99'],
    ['-0.001', 2, '0.00'],
    ['0.123456789', 8, '0.12345678'],
    ['123456789012345678901234567890.99', 1, '123456789012345678901234567890.9'],
    ['1e-10', 8, '0.00000000'],
    ['2.675', 2, '2.67'],
  ])('%s to %i → %s', (value, s, expected) => {
    expect(toFixedDown(value, s)).toBe(expected);
  });

  it.each([
    ['abc', 2],
    ['', 2],
    ['1', -1],
    ['1', 2.5],
  ])('shows -- for %j at %d', (value, s) => {
    expect(toFixedDown(value, s)).toBe('--');
  });

  it('has exactly the scale in decimals and drops less than one unit of the last place, toward zero', () => {
    fc.assert(
      fc.property(decimalString, scale, (value, s) => {
        const shown = toFixedDown(value, s);
        expect(shown.split('.')[1]?.length ?? 0).toBe(s);
        const dropped = new Big(value).abs().minus(new Big(shown).abs());
        expect(dropped.gte(0)).toBe(true);
        expect(dropped.lt(new Big(10).pow(-s))).toBe(true);
      }),
    );
  });
});

describe('formatAmount', () => {
  it.each([
    ['1', undefined, '1.00000000'],
    ['1.123456785', undefined, '1.12345679'],
    ['1.005', 2, '1.01'],
    ['1.004', 2, '1.00'],
    ['-1.005', 2, '-1.01'],
    ['-0.004', 2, '0.00'],
    ['1.10', 4, '1.1000'],
    ['2.5', 0, '3'],
    ['abc', 2, '--'],
    ['1', -1, '--'],
  ])('%s at %s → %s', (value, s, expected) => {
    expect(formatAmount(value, s)).toBe(expected);
  });
});

describe('stripZeros', () => {
  it.each([
    ['1.2300', '1.23'],
    ['1.000', '1'],
    ['100', '100'],
    ['100.00', '100'],
    ['0.0', '0'],
    ['-0.000', '0'],
    ['-1.50', '-1.5'],
    ['1e-7', '0.0000001'],
    ['1e21', '1000000000000000000000'],
    ['0.00000001000', '0.00000001'],
    ['abc', '--'],
    ['', '--'],
  ])('%s → %s', (value, expected) => {
    expect(stripZeros(value)).toBe(expected);
  });

  it('never ends a fraction with a zero or a dot', () => {
    fc.assert(fc.property(decimalString, (value) => !/\.\d*0$|\.$/.test(stripZeros(value))));
  });
});

describe('percent', () => {
  it.each([
    ['1.23', '+1.23%'],
    ['1.235', '+1.24%'],
    ['-0.5', '-0.50%'],
    ['0', '0.00%'],
    ['0.004', '0.00%'],
    ['-0.004', '0.00%'],
    ['0.005', '+0.01%'],
    ['-0.005', '-0.01%'],
    ['100', '+100.00%'],
    ['abc', '--'],
    ['', '--'],
  ])('%s → %s', (value, expected) => {
    expect(percent(value)).toBe(expected);
  });
});
