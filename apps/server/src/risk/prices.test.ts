// Index and mark prices (§1.6).
import { describe, expect, it } from 'vitest';
import { fixed, formatFixed } from './fixed.ts';
import { indexPrice, median, type SpotView } from './indexPrice.ts';
import { basisAverage, markPrice } from './markPrice.ts';

const f = fixed;
const NOW = 1_000_000;
const spot = (bid: string | null, ask: string | null, last: string | null, age = 0): SpotView => ({
  bestBid: bid === null ? null : f(bid),
  bestAsk: ask === null ? null : f(ask),
  bookAt: NOW - age,
  lastPrice: last === null ? null : f(last),
  lastAt: NOW - age,
});
const show = (r: { price: bigint | null; sources: readonly string[] }) => ({ price: r.price === null ? null : formatFixed(r.price), sources: r.sources });

describe('index price', () => {
  it('is the median of the mid and the last trade when both agree', () => {
    expect(show(indexPrice(spot('49990', '50010', '50004'), f('50000'), NOW))).toEqual({ price: '50002', sources: ['mid', 'last'] });
  });

  it('drops an outlying print (more than 3 % from the median with the previous index)', () => {
    expect(show(indexPrice(spot('50000', '50020', '55000'), f('50000'), NOW))).toEqual({ price: '50010', sources: ['mid'] });
    // A pulled bid leaves a one-sided book: no mid, and the last trade carries the index.
    expect(show(indexPrice(spot(null, '50020', '50005'), f('50000'), NOW))).toEqual({ price: '50005', sources: ['last'] });
  });

  it('follows a real jump on which the book and the trades agree', () => {
    expect(show(indexPrice(spot('52990', '53010', '53000'), f('50000'), NOW))).toEqual({ price: '53000', sources: ['mid', 'last'] });
  });

  it('holds the previous index when every source is stale, crossed or outlying, and has none without history', () => {
    expect(show(indexPrice(spot('50000', '50020', '50010', 61_000), f('49000'), NOW))).toEqual({ price: '49000', sources: ['previous'] });
    expect(show(indexPrice(spot('50030', '50020', null), f('49000'), NOW))).toEqual({ price: '49000', sources: ['previous'] });
    expect(show(indexPrice(spot(null, null, null), null, NOW))).toEqual({ price: null, sources: [] });
  });

  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([f('3'), f('1'), f('2')])).toBe(f('2'));
    expect(median([f('1'), f('2')])).toBe(f('1.5'));
  });
});

describe('mark price', () => {
  it('is 50,012 for index 50,000, last rate 0.01 % with 6 h of 8 left, basis +12 and last 50,030', () => {
    const inputs = { index: f('50000'), lastFundingRate: f('0.0001'), msToFunding: 6 * 3600_000, intervalMs: 8 * 3600_000, basis: f('12'), contractPrice: f('50030') };
    expect(formatFixed(markPrice(inputs))).toBe('50012');
    // P1 alone: 50,003.75, the median when the contract trades below it.
    expect(formatFixed(markPrice({ ...inputs, contractPrice: f('49990') }))).toBe('50003.75');
    // Before the first contract trade the index stands in: median(50,003.75, 50,012, 50,000).
    expect(formatFixed(markPrice({ ...inputs, contractPrice: null }))).toBe('50003.75');
  });

  it('averages the basis samples and rounds the mark to the 10^-8 grid', () => {
    expect(formatFixed(basisAverage([f('10'), f('14'), f('12')]))).toBe('12');
    expect(basisAverage([])).toBe(0n);
    const mark = markPrice({ index: f('0.15'), lastFundingRate: f('0.0001'), msToFunding: 1, intervalMs: 3, basis: 0n, contractPrice: f('1') });
    expect(formatFixed(mark)).toBe('0.150005');
    expect(() => markPrice({ index: f('1'), lastFundingRate: 0n, msToFunding: 5, intervalMs: 3, basis: 0n, contractPrice: null })).toThrow();
  });
});
