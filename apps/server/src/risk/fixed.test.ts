// Fixed-point numbers and exact rationals: parsing, printing, and every rounding named.
import { describe, expect, it } from 'vitest';
import { divRound, fixed, formatFixed, fromLedgerUnits, mul, roundTo, toLedgerUnits, whole } from './fixed.ts';
import { compare, figure, of, ratio, sum, toFixed } from './ratio.ts';

describe('Fixed', () => {
  it('reads and prints plain decimals exactly, up to 18 places', () => {
    expect(formatFixed(fixed('45180.72'))).toBe('45180.72');
    expect(formatFixed(fixed('-0.000000000000000001'))).toBe('-0.000000000000000001');
    expect(formatFixed(fixed('0'))).toBe('0');
    expect(formatFixed(fixed('12.5'), 8)).toBe('12.50000000');
    expect(formatFixed(whole(3))).toBe('3');
    expect(() => fixed('1e5')).toThrow();
    expect(() => fixed('0.0000000000000000001')).toThrow(/18/);
    expect(() => formatFixed(fixed('0.123'), 2)).toThrow(/round/);
  });

  it('rounds the way it is told: floor, ceil and half-even, for both signs', () => {
    expect([7n, -7n].map((n) => divRound(n, 2n, 'floor'))).toEqual([3n, -4n]);
    expect([7n, -7n].map((n) => divRound(n, 2n, 'ceil'))).toEqual([4n, -3n]);
    expect([5n, 7n, -5n, -7n, 8n].map((n) => divRound(n, 2n, 'half-even'))).toEqual([2n, 4n, -2n, -4n, 4n]);
    expect(divRound(7n, -2n, 'floor')).toBe(-4n);
    expect(divRound(10n, 3n, 'half-even')).toBe(3n);
    expect(divRound(11n, 3n, 'half-even')).toBe(4n);
    expect(() => divRound(1n, 0n, 'floor')).toThrow();
    expect(formatFixed(mul(fixed('0.1'), fixed('0.3'), 'floor'))).toBe('0.03');
    expect(formatFixed(roundTo(fixed('1.23456789'), 4, 'ceil'))).toBe('1.2346');
  });

  it('crosses to the ledger\'s units exactly, and refuses a figure off its grid', () => {
    expect(fromLedgerUnits(1250000000n)).toBe(fixed('12.5'));
    expect(toLedgerUnits(fixed('12.5'))).toBe(1250000000n);
    expect(() => toLedgerUnits(fixed('0.000000001'))).toThrow(/grid/);
  });
});

describe('Ratio', () => {
  it('stays exact and rounds once', () => {
    const third = ratio(1n, 3n);
    expect(compare(sum([third, third, third]), of(whole(1)))).toBe(0);
    expect(formatFixed(figure(third, 'floor'))).toBe('0.33333333');
    expect(formatFixed(figure(third, 'ceil'))).toBe('0.33333334');
    expect(formatFixed(toFixed(ratio(-2n, 3n), 'half-even'))).toBe('-0.666666666666666667');
    expect(ratio(1n, -2n)).toEqual({ n: -1n, d: 2n });
    expect(() => ratio(1n, 0n)).toThrow();
  });
});
