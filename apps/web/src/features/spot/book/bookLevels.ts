// The order book's rows as plain functions: price levels grouped to a step (asks rounded up, bids
// down, so a grouped level never claims a better price than its orders), cumulative totals, and
// each row's depth bar as a share of the deepest side shown. Amounts are summed with big.js; only
// the bar widths become floats (they are pixels).
import Big from 'big.js';
import type { PriceLevel } from '@exchange/contract/market';

export type BookSide = 'bid' | 'ask';

export interface BookRow {
  /** The level's price at the step's decimals. */
  price: string;
  amount: string;
  /** Cumulative amount from the best price to this level. */
  total: string;
  /** total / the deepest total shown on either side, 0..1. */
  depth: number;
}

export interface BookView {
  /** Best (lowest) ask first. */
  asks: BookRow[];
  /** Best (highest) bid first. */
  bids: BookRow[];
}

/** The grouping steps a pair offers: its tick and 10, 100 and 1000 ticks ("0.01", "0.1", "1", "10"). */
export const groupingSteps = (priceScale: number): string[] =>
  [0, 1, 2, 3].map((k) => new Big(10).pow(k - priceScale).toFixed(Math.max(0, priceScale - k)));

/** Decimals a step shows: "0.01" → 2, "10" → 0. */
export const stepDecimals = (step: string): number => step.split('.')[1]?.length ?? 0;

interface Level {
  price: Big;
  amount: Big;
}

/** Levels (best first) summed into groups of `step`, best first, at most `limit` of them. */
export const groupLevels = (levels: readonly PriceLevel[], step: string, side: BookSide, limit: number): Level[] => {
  const size = new Big(step);
  const rounding = side === 'ask' ? Big.roundUp : Big.roundDown;
  const groups: Level[] = [];
  for (const [price, amount] of levels) {
    let key: Big;
    let quantity: Big;
    try {
      key = new Big(price).div(size).round(0, rounding).times(size);
      quantity = new Big(amount);
    } catch {
      continue; // A malformed level from the wire is skipped, not shown as NaN.
    }
    const last = groups.at(-1);
    if (last?.price.eq(key)) last.amount = last.amount.plus(quantity);
    else if (groups.length === limit) break;
    else groups.push({ price: key, amount: quantity });
  }
  return groups;
};

const withTotals = (levels: Level[]): Array<Level & { total: Big }> => {
  let total = new Big(0);
  return levels.map((level) => {
    total = total.plus(level.amount);
    return { ...level, total };
  });
};

export interface BookOptions {
  step: string;
  /** Rows per side. */
  rows: number;
  amountScale: number;
}

export const buildBook = (book: { buyItems: readonly PriceLevel[]; sellItems: readonly PriceLevel[] }, { step, rows, amountScale }: BookOptions): BookView => {
  const asks = withTotals(groupLevels(book.sellItems, step, 'ask', rows));
  const bids = withTotals(groupLevels(book.buyItems, step, 'bid', rows));
  const deepest = [asks.at(-1)?.total, bids.at(-1)?.total].reduce<Big>((max, t) => (t && t.gt(max) ? t : max), new Big(0));
  const decimals = stepDecimals(step);
  const row = ({ price, amount, total }: Level & { total: Big }): BookRow => ({
    price: price.toFixed(decimals),
    amount: amount.toFixed(amountScale, Big.roundHalfUp),
    total: total.toFixed(amountScale, Big.roundHalfUp),
    depth: deepest.gt(0) ? total.div(deepest).toNumber() : 0,
  });
  return { asks: asks.map(row), bids: bids.map(row) };
};

/** Best ask minus best bid, at the step's decimals; "" when a side is empty. */
export const spreadOf = ({ asks, bids }: BookView, step: string): string => {
  const ask = asks[0];
  const bid = bids[0];
  return ask && bid ? new Big(ask.price).minus(bid.price).toFixed(stepDecimals(step)) : '';
};
