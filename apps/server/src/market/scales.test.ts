import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import { BusinessError } from '../http/errors.ts';
import {
  amountToLots,
  formatScaled,
  lotsToAmount,
  notionalScale,
  notionalToQuote,
  priceToTicks,
  quoteToNotional,
  ScaleError,
  ticksToPrice,
} from './scales.ts';

const market = (priceScale: number, amountScale: number) => ({ base_coin_scale: priceScale, coin_coin_scale: amountScale });
const BTC_USDT = market(2, 5);
const DOGE_USDT = market(5, 0);

describe('priceToTicks', () => {
  it.each([
    ['67000.12', 2, 6700012],
    ['67000', 2, 6700000],
    ['67000.1', 2, 6700010],
    ['0.00001', 5, 1],
    ['.5', 1, 5],
    ['5.', 0, 5],
    ['0', 2, 0],
    ['1.50', 1, 15],
    ['1.5000000', 1, 15],
    [' 12.3 ', 2, 1230],
    ['90071992547409.91', 2, Number.MAX_SAFE_INTEGER],
  ])('%s at price scale %i is %i ticks', (price, scale, ticks) => {
    expect(priceToTicks(market(scale, 0), price)).toBe(ticks);
  });

  it('refuses more decimals than the scale with a clear message', () => {
    expect(() => priceToTicks(BTC_USDT, '67000.123')).toThrow('Price has too many decimals (max 2)');
    expect(() => priceToTicks(market(0, 0), '1.5')).toThrow('Price has too many decimals (max 0)');
  });

  it.each(['', ' ', '.', 'abc', '-1', '+1', '1e5', '1,5', '1.2.3', 'Infinity', 'NaN', '0x10'])('refuses %j', (text) => {
    expect(() => priceToTicks(BTC_USDT, text)).toThrow('Invalid price');
  });

  it('refuses a price the engine could not hold exactly', () => {
    expect(() => priceToTicks(BTC_USDT, '90071992547409.92')).toThrow('Price is too large');
    expect(() => priceToTicks(BTC_USDT, `1${'0'.repeat(10_000)}`)).toThrow('Price is too large');
    expect(priceToTicks(BTC_USDT, `${'0'.repeat(10_000)}1.5`)).toBe(150);
  });

  it('throws a business error, so the envelope carries the message', () => {
    expect(() => priceToTicks(BTC_USDT, 'x')).toThrow(ScaleError);
    expect(() => priceToTicks(BTC_USDT, 'x')).toThrow(BusinessError);
  });
});

describe('amountToLots and quoteToNotional', () => {
  it('counts lots at the amount scale', () => {
    expect(amountToLots(BTC_USDT, '0.00010')).toBe(10);
    expect(amountToLots(DOGE_USDT, '250')).toBe(250);
  });

  it('names the amount in its errors', () => {
    expect(() => amountToLots(BTC_USDT, '0.000001')).toThrow('Amount has too many decimals (max 5)');
    expect(() => amountToLots(DOGE_USDT, '2.5')).toThrow('Amount has too many decimals (max 0)');
    expect(() => amountToLots(BTC_USDT, '-2')).toThrow('Invalid amount');
  });

  it('reads a quote total at price + amount scale, the unit of the engine funds', () => {
    expect(notionalScale(BTC_USDT)).toBe(7);
    expect(quoteToNotional(BTC_USDT, '100')).toBe(1_000_000_000);
    expect(quoteToNotional(BTC_USDT, '0.0000001')).toBe(1);
    expect(() => quoteToNotional(BTC_USDT, '0.00000001')).toThrow('Total has too many decimals (max 7)');
  });
});

describe('formatting ticks and lots', () => {
  it.each([
    [6700012n, 2, '67000.12'],
    [1, 5, '0.00001'],
    [0, 2, '0.00'],
    [7, 0, '7'],
    [-15n, 1, '-1.5'],
    [120, 3, '0.120'],
  ])('%s at scale %i is %s', (units, scale, text) => {
    expect(formatScaled(units, scale)).toBe(text);
  });

  it('formats at the market scales', () => {
    expect(ticksToPrice(BTC_USDT, 6700050)).toBe('67000.50');
    expect(lotsToAmount(BTC_USDT, 25000)).toBe('0.25000');
    expect(ticksToPrice(DOGE_USDT, 15000)).toBe('0.15000');
    expect(lotsToAmount(DOGE_USDT, 15)).toBe('15');
  });

  it('formats a number (arithmetic path) exactly like the same value as a BigInt (digit path)', () => {
    const near = (edge: number) => fc.integer({ min: -1_000_000, max: 1_000_000 }).map((d) => Math.min(Number.MAX_SAFE_INTEGER, Math.max(0, edge + d)));
    const units = fc.oneof(fc.maxSafeNat(), near(2 ** 52), near(Number.MAX_SAFE_INTEGER), near(10 ** 15), fc.integer({ min: -(10 ** 9), max: 10 ** 9 }));
    fc.assert(
      fc.property(units, fc.integer({ min: 0, max: 20 }), (n, scale) => {
        expect(formatScaled(n, scale)).toBe(formatScaled(BigInt(n), scale));
      }),
      { numRuns: 2000 },
    );
    // Quotients that sit just below a whole number, where a float division rounds up.
    for (const scale of [1, 2, 7, 15]) for (const whole of [1, 2 ** 20, 2 ** 30, 4_503_599_627])
      for (const n of [whole * 10 ** scale - 1, whole * 10 ** scale, whole * 10 ** scale + 1])
        if (Number.isSafeInteger(n)) expect(formatScaled(n, scale)).toBe(formatScaled(BigInt(n), scale));
  });

  it('refuses a number that is not a safe integer', () => {
    expect(() => ticksToPrice(BTC_USDT, 1.5)).toThrow(RangeError);
    expect(() => lotsToAmount(BTC_USDT, 2 ** 60)).toThrow(RangeError);
  });

  it('round-trips every safe integer at every scale', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.integer({ min: 0, max: 18 }), fc.integer({ min: 0, max: 18 }), (units, ps, as) => {
        const m = market(ps, as);
        expect(priceToTicks(m, ticksToPrice(m, units))).toBe(units);
        expect(amountToLots(m, lotsToAmount(m, units))).toBe(units);
      }),
    );
  });
});

describe('notionalToQuote', () => {
  it('is the exact product at priceScale + amountScale', () => {
    expect(notionalToQuote(BTC_USDT, 6700012, 150)).toBe('100.5001800');
    expect(notionalToQuote(DOGE_USDT, 15000, 1000)).toBe('150.00000');
    // Beyond 2^53: the product is BigInt, so it stays exact.
    expect(notionalToQuote(BTC_USDT, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)).toBe(
      formatScaled(BigInt(Number.MAX_SAFE_INTEGER) ** 2n, 7),
    );
  });

  it('equals big.js multiplication of the decimal strings', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.maxSafeNat(), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 }), (ticks, lots, ps, as) => {
        const m = market(ps, as);
        const product = new Big(ticksToPrice(m, ticks)).times(lotsToAmount(m, lots));
        expect(notionalToQuote(m, ticks, lots)).toBe(product.toFixed(ps + as));
      }),
    );
  });
});
