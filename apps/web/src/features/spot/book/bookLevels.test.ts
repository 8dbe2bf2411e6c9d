import { describe, expect, it } from 'vitest';
import type { PriceLevel } from '@exchange/contract/market';
import { buildBook, type BookRow, groupLevels, groupingSteps, spreadOf, stepDecimals } from './bookLevels.ts';

const asks: PriceLevel[] = [
  ['100.01', '1'],
  ['100.04', '2'],
  ['100.10', '0.5'],
  ['100.21', '3'],
];
const bids: PriceLevel[] = [
  ['99.99', '1.5'],
  ['99.95', '1'],
  ['99.80', '2'],
];

const row = (price: string): BookRow => ({ price, amount: '1', total: '1', depth: 1 });

describe('order book levels', () => {
  it('offers the tick and its multiples of ten as steps', () => {
    expect(groupingSteps(2)).toEqual(['0.01', '0.1', '1', '10']);
    expect(groupingSteps(0)).toEqual(['1', '10', '100', '1000']);
    expect(groupingSteps(6)).toEqual(['0.000001', '0.00001', '0.0001', '0.001']);
    expect(stepDecimals('0.1')).toBe(1);
    expect(stepDecimals('10')).toBe(0);
  });

  it('rounds asks up and bids down into groups, summing amounts exactly', () => {
    expect(groupLevels(asks, '0.1', 'ask', 10).map((l) => [l.price.toFixed(1), l.amount.toFixed()])).toEqual([
      ['100.1', '3.5'],
      ['100.3', '3'],
    ]);
    expect(groupLevels(bids, '0.1', 'bid', 10).map((l) => [l.price.toFixed(1), l.amount.toFixed()])).toEqual([
      ['99.9', '2.5'],
      ['99.8', '2'],
    ]);
    expect(groupLevels([['0.1', '0.2'], ['0.1', '0.1']], '1', 'bid', 5)[0]!.amount.toFixed()).toBe('0.3');
  });

  it('stops at the row limit and skips malformed levels', () => {
    expect(groupLevels(asks, '0.01', 'ask', 2)).toHaveLength(2);
    expect(groupLevels([['x', '1'], ['1', '2']], '0.01', 'bid', 5).map((l) => l.price.toFixed(2))).toEqual(['1.00']);
  });

  it('adds cumulative totals and depth shares of the deeper side', () => {
    const view = buildBook({ sellItems: asks, buyItems: bids }, { step: '0.01', rows: 3, amountScale: 2 });
    expect(view.asks.map((r) => [r.price, r.amount, r.total])).toEqual([
      ['100.01', '1.00', '1.00'],
      ['100.04', '2.00', '3.00'],
      ['100.10', '0.50', '3.50'],
    ]);
    expect(view.bids.map((r) => r.total)).toEqual(['1.50', '2.50', '4.50']);
    expect(view.bids[2]!.depth).toBe(1);
    expect(view.asks[2]!.depth).toBeCloseTo(3.5 / 4.5);
    expect(spreadOf(view, '0.01')).toBe('0.02');
    expect(spreadOf({ asks: [row('100.3')], bids: [row('100')] }, '0.1')).toBe('0.3');
  });

  it('has no spread and no bars for an empty book', () => {
    const view = buildBook({ sellItems: [], buyItems: [] }, { step: '1', rows: 5, amountScale: 4 });
    expect(view).toEqual({ asks: [], bids: [] });
    expect(spreadOf(view, '1')).toBe('');
  });
});
