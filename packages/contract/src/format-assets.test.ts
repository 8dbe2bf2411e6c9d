import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import { btcTotal, btcValue, toCurrency } from './format.ts';

const row = (type: string, usdt: string, rate = '50000') => ({ type, usdt, rate });
const amount = fc.bigInt({ min: 0n, max: 10n ** 15n }).map((cents) => new Big(cents.toString()).div(100).toFixed(2));
const price = fc.bigInt({ min: 1n, max: 10n ** 12n }).map((cents) => new Big(cents.toString()).div(100).toFixed(2));

describe('btcValue', () => {
  it.each([
    ['50000', '50000', '1.00000000'],
    ['1', '3', '0.33333333'],
    ['2', '3', '0.66666666'],
    ['0.99999999999', '1', '0.99999999'],
    ['100', '0', '0.00000000'],
    ['100', '0.00', '0.00000000'],
    ['100', '-5', '0.00000000'],
    ['0', '50000', '0.00000000'],
    ['-1', '3', '-0.33333333'],
    ['123456789012345678901234567890', '1', '123456789012345678901234567890.00000000'],
    ['abc', '1', '--'],
    ['1', 'abc', '--'],
    ['', '', '--'],
  ])('%s USDT at %s → %s', (usdt, rate, expected) => {
    expect(btcValue(usdt, rate)).toBe(expected);
  });

  it('truncates the exact quotient: never above it, less than one satoshi below', () => {
    fc.assert(
      fc.property(amount, price, (usdt, rate) => {
        const shown = new Big(btcValue(usdt, rate));
        const satoshi = new Big('1e-8');
        expect(shown.times(rate).lte(usdt)).toBe(true);
        expect(shown.plus(satoshi).times(rate).gt(usdt)).toBe(true);
      }),
    );
  });
});

describe('btcTotal', () => {
  it('is zero for no accounts', () => {
    expect(btcTotal([])).toBe('0.00000000');
  });

  it('adds every listed wallet but the total row and the pulse wallet', () => {
    const accounts = [
      row('0', '999999'),
      row('1', '50000'),
      row('2', '25000'),
      row('3', '5000'),
      row('4', '500'),
      row('8', '50'),
      row('9', '999999'),
    ];
    expect(btcTotal(accounts)).toBe('1.61100000');
  });

  it('sums the rounded-down values each row shows', () => {
    expect(btcTotal([row('1', '1', '3'), row('2', '1', '3'), row('3', '1', '3')])).toBe('0.99999999');
  });

  it.each([
    ['a zero rate', row('2', '100', '0')],
    ['an unreadable amount', row('2', 'abc')],
    ['an unreadable rate', row('2', '100', '')],
  ])('skips a row with %s', (_, bad) => {
    expect(btcTotal([row('1', '50000'), bad])).toBe('1.00000000');
  });

  it('equals the sum of btcValue over the counted rows', () => {
    const account = fc.record({ type: fc.constantFrom('0', '1', '2', '3', '4', '8', '9'), usdt: amount, rate: price });
    fc.assert(
      fc.property(fc.array(account, { maxLength: 8 }), (accounts) => {
        const counted = accounts.filter((a) => a.type !== '0' && a.type !== '9');
        const sum = counted.reduce((total, a) => total.plus(btcValue(a.usdt, a.rate)), new Big(0));
        expect(btcTotal(accounts)).toBe(sum.toFixed(8));
      }),
    );
  });
});

describe('toCurrency', () => {
  it.each([
    ['100', '1', undefined, '100.00'],
    ['100', '7.2345', undefined, '723.45'],
    ['1.005', '1', undefined, '1.01'],
    ['0.1', '0.2', undefined, '0.02'],
    ['100', '7.2345', 4, '723.4500'],
    ['-0.001', '1', undefined, '0.00'],
    ['100', '0', undefined, '0.00'],
    ['abc', '1', undefined, '--'],
    ['1', '', undefined, '--'],
    ['1', '1', -1, '--'],
  ])('%s USDT at %s (scale %s) → %s', (usdt, rate, scale, expected) => {
    expect(toCurrency(usdt, rate, scale)).toBe(expected);
  });
});
