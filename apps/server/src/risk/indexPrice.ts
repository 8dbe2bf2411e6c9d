// The index price of a contract from our spot market of the same base (products.md §1.6): the mid
// of its best bid and ask, and its last trade, each dropped when stale (older than maxAgeMs) or
// outlying (more than maxDeviation from the median of the fresh sources and the previous index).
// With two sources that disagree, the previous index breaks the tie: one wild print, or one side of
// the book pulled, moves nothing; when both fresh sources agree on a jump they outvote it. With no
// source left the previous index stands (it is stale, not wrong); with none ever, there is none.
// Published on the 10^-8 grid, to the nearest (an index favours nobody).
import { abs, divRound, FIGURE_DECIMALS, mul, roundTo, type Fixed } from './fixed.ts';

export interface SpotView {
  readonly bestBid: Fixed | null;
  readonly bestAsk: Fixed | null;
  /** When the book was last seen (ms). */
  readonly bookAt: number;
  readonly lastPrice: Fixed | null;
  readonly lastAt: number;
}

export interface IndexRules {
  readonly maxAgeMs: number;
  /** A fraction: 0.03 drops a source more than 3 % from the median. */
  readonly maxDeviation: Fixed;
}

/** Bitunix's 3 %; a source older than a minute is stale. */
export const INDEX_RULES: IndexRules = { maxAgeMs: 60_000, maxDeviation: 30_000_000_000_000_000n };

export interface IndexResult {
  readonly price: Fixed | null;
  /** Which sources made it ('previous' alone when it was held). */
  readonly sources: readonly ('mid' | 'last' | 'previous')[];
}

/** Median of a non-empty list; the middle pair's mean for an even count. */
export const median = (values: readonly Fixed[]): Fixed => {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : divRound(sorted[middle - 1]! + sorted[middle]!, 2n, 'half-even');
};

export const indexPrice = (spot: SpotView, previous: Fixed | null, now: number, rules: IndexRules = INDEX_RULES): IndexResult => {
  const fresh: { name: 'mid' | 'last'; price: Fixed }[] = [];
  const { bestBid: bid, bestAsk: ask } = spot;
  // A crossed or one-sided book has no mid.
  if (bid !== null && ask !== null && bid > 0n && bid <= ask && now - spot.bookAt <= rules.maxAgeMs)
    fresh.push({ name: 'mid', price: divRound(bid + ask, 2n, 'half-even') });
  if (spot.lastPrice !== null && spot.lastPrice > 0n && now - spot.lastAt <= rules.maxAgeMs) fresh.push({ name: 'last', price: spot.lastPrice });
  const held: IndexResult = { price: previous, sources: previous === null ? [] : ['previous'] };
  if (fresh.length === 0) return held;
  const reference = median([...fresh.map((s) => s.price), ...(previous === null ? [] : [previous])]);
  const kept = fresh.filter((s) => abs(s.price - reference) <= mul(reference, rules.maxDeviation, 'floor'));
  if (kept.length === 0) return held;
  return { price: roundTo(median(kept.map((s) => s.price)), FIGURE_DECIMALS, 'half-even'), sources: kept.map((s) => s.name) };
};
