// The mark price (products.md §1.6): the median of
//   P1 = index × (1 + last funding rate × time to the next funding / funding interval),
//   P2 = index + the moving average of (mid − index) over the last minutes (sampled every few seconds),
//   the contract's own last price,
// so neither a thin contract book nor a wild print moves PnL, margin checks or liquidations alone.
// Before the contract has traded, the index stands in for its price. Published on the 10^-8 grid,
// to the nearest: the liquidation index needs marks on that grid, and a mark favours nobody.
import { divRound, FIGURE_DECIMALS, ONE, roundTo, type Fixed } from './fixed.ts';
import { median } from './indexPrice.ts';

export interface MarkInputs {
  readonly index: Fixed;
  readonly lastFundingRate: Fixed;
  readonly msToFunding: number;
  readonly intervalMs: number;
  /** Moving average of (mid − index) samples: basisAverage. */
  readonly basis: Fixed;
  /** The contract book's last trade, or null before its first. */
  readonly contractPrice: Fixed | null;
}

/** Mean of the basis samples (mid − index) of the window; 0 when there are none yet. */
export const basisAverage = (samples: readonly Fixed[]): Fixed =>
  samples.length === 0 ? 0n : divRound(samples.reduce((a, b) => a + b, 0n), BigInt(samples.length), 'half-even');

export const markPrice = (m: MarkInputs): Fixed => {
  if (m.intervalMs <= 0 || m.msToFunding < 0 || m.msToFunding > m.intervalMs) throw new RangeError('Time to funding must lie within the interval');
  // index × (1 + rate × t / T), one rounding: index·(ONE·T + rate·t) / (ONE·T).
  const t = BigInt(m.msToFunding);
  const interval = BigInt(m.intervalMs);
  const p1 = divRound(m.index * (ONE * interval + m.lastFundingRate * t), ONE * interval, 'half-even');
  const p2 = m.index + m.basis;
  return roundTo(median([p1, p2, m.contractPrice ?? m.index]), FIGURE_DECIMALS, 'half-even');
};
