import { describe, expect, it } from 'vitest';
import { amountOf, cleanDecimal, feePreview, readTyped, shareOf, totalOf } from './orderMath.ts';

const rules = { buyFee: '0.001', sellFee: '0.002', base: 'BTC', quote: 'USDT', amountScale: 4, priceScale: 2 };

describe('order arithmetic', () => {
  it('reads what is typed, partial decimals included', () => {
    expect(readTyped('1.')?.toFixed()).toBe('1');
    expect(readTyped('.5')?.toFixed()).toBe('0.5');
    expect(readTyped('')).toBeNull();
    expect(readTyped('1e5')).toBeNull();
  });

  it('cleans typed text to digits, one point and the scale', () => {
    expect(cleanDecimal('12a.3.45', 2)).toBe('12.34');
    expect(cleanDecimal('.5', 4)).toBe('0.5');
    expect(cleanDecimal('1,25', 4)).toBe('1.25');
    expect(cleanDecimal('7.9', 0)).toBe('7');
  });

  it('keeps the total exact: price × amount without floating point', () => {
    expect(totalOf('0.1', '0.2')).toBe('0.02');
    expect(totalOf('65000.55', '0.0003')).toBe('19.500165');
    expect(totalOf('', '1')).toBe('');
  });

  it('rounds the amount a total buys down at the amount scale', () => {
    expect(amountOf('100', '3', 4)).toBe('33.3333');
    expect(amountOf('0.99999999', '1', 4)).toBe('0.9999');
    expect(amountOf('100', '0', 4)).toBe('');
  });

  it('takes a share of a balance, rounded down', () => {
    expect(shareOf('10.0001', 25, 4)).toBe('2.5');
    expect(shareOf('0.0003', 50, 4)).toBe('0.0001');
    expect(shareOf('', 50, 4)).toBe('');
  });

  it('charges a buy in the base coin and a sell in the quote coin', () => {
    expect(feePreview('1', { amount: '2', money: '200' }, rules)).toEqual({ fee: '0.002', coin: 'BTC', ratePercent: '0.1' });
    expect(feePreview('2', { amount: '2', money: '200.5' }, rules)).toEqual({ fee: '0.401', coin: 'USDT', ratePercent: '0.2' });
    // Rounded up at the coin's decimals, never promising less than is taken.
    expect(feePreview('1', { amount: '0.0001', money: '' }, rules)?.fee).toBe('0.0001');
    expect(feePreview('1', { amount: '', money: '' }, rules)).toBeNull();
  });
});
