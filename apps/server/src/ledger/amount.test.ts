import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LEDGER_SCALE, MAX_UNITS, fromUnits, toUnits, trimUnits } from './amount.ts';
import { LedgerError } from './errors.ts';

const refused = (input: string, message: RegExp, options?: { allowNegative?: boolean }) => {
  expect(() => toUnits(input, options)).toThrow(LedgerError);
  expect(() => toUnits(input, options)).toThrow(message);
};

describe('toUnits', () => {
  it('converts plain decimals at scale 8', () => {
    expect(LEDGER_SCALE).toBe(8);
    expect(toUnits('0')).toBe(0n);
    expect(toUnits('0.0')).toBe(0n);
    expect(toUnits('0.00000001')).toBe(1n);
    expect(toUnits('1')).toBe(100_000_000n);
    expect(toUnits('12.5')).toBe(1_250_000_000n);
    expect(toUnits('12.50000000')).toBe(1_250_000_000n);
    expect(toUnits('007.10')).toBe(710_000_000n);
    expect(toUnits('99999999.99999999')).toBe(9_999_999_999_999_999n);
  });

  it('keeps values far beyond 2^64 exact', () => {
    expect(toUnits('184467440737.09551616')).toBe(2n ** 64n);
    expect(toUnits('123456789012345678901234.12345678')).toBe(12345678901234567890123412345678n);
    expect(toUnits('999999999999999999999999999999.99999999')).toBe(MAX_UNITS);
  });

  it('refuses more than 8 decimals, even trailing zeros', () => {
    refused('1.123456789', /more than 8 decimal places/);
    refused('0.000000001', /more than 8 decimal places/);
    refused('1.000000000', /more than 8 decimal places/);
  });

  it('refuses anything that is not a plain decimal', () => {
    for (const input of ['', ' ', ' 1', '1 ', '1e5', '1E5', '0x10', '+1', '.5', '5.', '1.2.3', '1,5', 'NaN', 'Infinity', '١', '--1', '1_000'])
      refused(input, /^Invalid amount$/);
  });

  it('refuses negatives unless allowed', () => {
    refused('-1', /must not be negative/);
    refused('-0.00000001', /must not be negative/);
    expect(toUnits('-1', { allowNegative: true })).toBe(-100_000_000n);
    expect(toUnits('-0.00000001', { allowNegative: true })).toBe(-1n);
  });

  it('refuses what numeric(38,0) cannot store', () => {
    refused('1000000000000000000000000000000', /too large/);
    refused('9'.repeat(100_000), /too large/);
    expect(toUnits(`${'0'.repeat(100)}1`)).toBe(100_000_000n);
  });
});

describe('fromUnits and trimUnits', () => {
  it('prints exactly 8 decimals', () => {
    expect(fromUnits(0n)).toBe('0.00000000');
    expect(fromUnits(1n)).toBe('0.00000001');
    expect(fromUnits(1_250_000_000n)).toBe('12.50000000');
    expect(fromUnits(-1n)).toBe('-0.00000001');
    expect(fromUnits(-1_250_000_000n)).toBe('-12.50000000');
    expect(fromUnits(2n ** 64n)).toBe('184467440737.09551616');
    expect(fromUnits(MAX_UNITS)).toBe('999999999999999999999999999999.99999999');
  });

  it('trims to the shortest exact form', () => {
    expect(trimUnits(0n)).toBe('0');
    expect(trimUnits(1n)).toBe('0.00000001');
    expect(trimUnits(1_250_000_000n)).toBe('12.5');
    expect(trimUnits(10_000_000_000n)).toBe('100');
    expect(trimUnits(1_000_000_010n)).toBe('10.0000001');
    expect(trimUnits(-50_000_000n)).toBe('-0.5');
  });

  it('round-trips every representable amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -MAX_UNITS, max: MAX_UNITS }), (units) => {
        expect(toUnits(fromUnits(units), { allowNegative: true })).toBe(units);
        expect(toUnits(trimUnits(units), { allowNegative: true })).toBe(units);
      }),
      { numRuns: 2000 },
    );
  });
});
