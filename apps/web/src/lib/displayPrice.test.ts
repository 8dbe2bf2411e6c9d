import { describe, expect, it } from 'vitest';
import Big from 'big.js';
import { autoScale, formatInCurrency, formatPrice, isUsdQuoted } from './displayPrice.ts';

const usd = { rate: '1', quote_currency: '$' };
const cny = { rate: '7.2', quote_currency: '¥' };

describe('formatInCurrency', () => {
  it('converts with the rate and prefixes the symbol', () => {
    expect(formatInCurrency('65000.5', usd)).toBe('$65000.50');
    expect(formatInCurrency('10', cny)).toBe('¥72.00');
    expect(formatInCurrency('0.1', cny)).toBe('¥0.7200');
  });

  it('keeps small prices readable and the sign before the symbol', () => {
    expect(formatInCurrency('0.00012345', usd)).toBe('$0.0001235');
    expect(formatInCurrency('-3.1', usd)).toBe('-$3.10');
  });

  it('shortens large values and honours a fixed scale', () => {
    expect(formatInCurrency('1234567', cny, { short: true })).toBe('¥8.89M');
    expect(formatInCurrency('1.23456', usd, { scale: 4 })).toBe('$1.2346');
  });

  it('shows -- for values it cannot read', () => {
    expect(formatInCurrency('', usd)).toBe('--');
    expect(formatInCurrency('1', { rate: 'x', quote_currency: '$' })).toBe('--');
  });

  it('is exact where floats are not', () => {
    expect(formatInCurrency('0.1', { rate: '3', quote_currency: '$' }, { scale: 20 })).toBe('$0.30000000000000000000');
  });
});

describe('formatPrice', () => {
  it('uses the pair scale when known, else the wire digits', () => {
    expect(formatPrice('65000.1', 2)).toBe('65000.10');
    expect(formatPrice('65000.1234')).toBe('65000.1234');
    expect(formatPrice('7')).toBe('7.00');
    expect(formatPrice('0.000123')).toBe('0.000123');
    expect(formatPrice('abc')).toBe('--');
  });
});

describe('autoScale and quotes', () => {
  it('picks decimals from the size', () => {
    expect(autoScale(new Big('12'))).toBe(2);
    expect(autoScale(new Big('0.5'))).toBe(4);
    expect(autoScale(new Big('0.000000001'))).toBe(8);
  });

  it('converts USDT and USD quotes only', () => {
    expect(isUsdQuoted('USDT')).toBe(true);
    expect(isUsdQuoted('usd')).toBe(true);
    expect(isUsdQuoted('BTC')).toBe(false);
  });
});
