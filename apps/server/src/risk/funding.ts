// Funding (products.md §1.7), pure: the premium of the contract book over the index, its
// time-weighted average over the interval, the clamped rate, and what each position pays or
// receives. F > 0: longs pay shorts; the exchange takes nothing.
//   premium  Pᵢ = [max(0, impact bid − index) − max(0, index − impact ask)] / index
//   rate     F = P̄ + clamp(I − P̄, −0.05 %, +0.05 %), then clamped to ±MMR (the first bracket's)
//   payment  linear: |Q|·mark·F in the quote coin; inverse: |Q|·CS/mark·F in the base coin
// Rates and premiums keep Fixed's 18 decimals until the rate is published on 10^-8 to the nearest.
import type { ContractSpec } from './contracts.ts';
import { abs, divRound, FIGURE_DECIMALS, FIGURE_UNIT, max, min, ONE, roundTo, whole, type Fixed } from './fixed.ts';
import { notionalAt } from './pnl.ts';
import { figure, type Ratio } from './ratio.ts';

/** Binance's interest rate: 0.01 % per 8 hours. */
export const INTEREST_RATE: Fixed = 100_000_000_000_000n;
/** Binance's band around it: ±0.05 %. */
export const PREMIUM_BAND: Fixed = 500_000_000_000_000n;

/** [price, quantity] levels of one side of the contract book, best first (quantity: coin or contracts). */
export type BookSide = readonly (readonly [price: Fixed, quantity: Fixed])[];

/** Binance's impact notional: 200 of margin at the first bracket's leverage (25,000 USDT at 125x), in USD(T). */
export const impactNotional = (contract: ContractSpec): Fixed => whole(200 * contract.brackets[0]!.maxLeverage);

/**
 * Average price of a market order of `notional` (quote for linear, USD for inverse) walking `side`,
 * or null when the book is too thin to fill it. Linear averages by quantity, inverse harmonically
 * (a contract is a fixed number of USD, so its coin cost is CS/price).
 */
const IMPACT_EXTRA = 10n ** 36n;

export const impactPrice = (contract: ContractSpec, side: BookSide, notional: Fixed): Fixed | null => {
  if (notional <= 0n) throw new RangeError('Impact notional must be positive');
  const valueOf = (price: Fixed, quantity: Fixed) => (contract.type === 'linear' ? (quantity * price) / ONE : (quantity * contract.contractSize) / ONE);
  // A thin book first, with products alone: the divisions below are on numbers of some 60 digits,
  // and a book too thin to fill the notional (often, before a market has depth) needs none of them.
  let depth = 0n;
  for (const [price, quantity] of side) if ((depth += valueOf(price, quantity)) >= notional) break;
  if (depth < notional) return null;
  let left = notional;
  // Σ taken / price, in units of 10^-(18+36). An exact ratio's denominator is the product of every
  // level's price (50 levels: numbers of thousands of digits, and a fifth of a contract order's CPU
  // in the place-order bench); 36 more digits than the result keeps leave it exact on its grid
  // unless the true value lies within 10^-30 of a half-way point.
  let filled = 0n;
  for (const [price, quantity] of side) {
    const taken = min(left, valueOf(price, quantity));
    // What the taken value is in the unit we average over: base coin (linear) or coin cost (inverse); both value/price.
    filled += (taken * IMPACT_EXTRA) / price;
    left -= taken;
    if (left === 0n) return divRound(notional * IMPACT_EXTRA, filled, 'half-even');
  }
  return null;
};

/** One premium sample; null when either impact price is missing (a thin book says nothing). */
export const premiumIndex = (impactBid: Fixed | null, impactAsk: Fixed | null, index: Fixed): Fixed | null => {
  if (impactBid === null || impactAsk === null) return null;
  const above = max(0n, impactBid - index);
  const below = max(0n, index - impactAsk);
  return divRound((above - below) * ONE, index, 'half-even');
};

export interface Sample {
  readonly value: Fixed;
  /** ms */
  readonly at: number;
}

/**
 * Time-weighted average: each sample stands until the next one (the last until `end`), so a gap in
 * the sampling weighs what was last seen, not nothing. Samples in time order; none → 0.
 */
export const timeWeightedAverage = (samples: readonly Sample[], end: number): Fixed => {
  if (samples.length === 0) return 0n;
  let weighted = 0n;
  let total = 0n;
  for (const [i, sample] of samples.entries()) {
    const until = samples[i + 1]?.at ?? end;
    if (until < sample.at) throw new RangeError('Samples must be in time order and end after the last');
    weighted += sample.value * BigInt(until - sample.at);
    total += BigInt(until - sample.at);
  }
  // All at one instant: every sample counts the same.
  if (total === 0n) return divRound(samples.reduce((a, s) => a + s.value, 0n), BigInt(samples.length), 'half-even');
  return divRound(weighted, total, 'half-even');
};

const clamp = (x: Fixed, low: Fixed, high: Fixed): Fixed => (x < low ? low : x > high ? high : x);

/** The rate for the interval, on the 10^-8 grid. */
export const fundingRate = (contract: ContractSpec, premiumAverage: Fixed, interest: Fixed = INTEREST_RATE): Fixed => {
  const rate = premiumAverage + clamp(interest - premiumAverage, -PREMIUM_BAND, PREMIUM_BAND);
  const cap = contract.brackets[0]!.mmr;
  return roundTo(clamp(rate, -cap, cap), FIGURE_DECIMALS, 'half-even');
};

/** What a position receives (> 0) or pays (< 0) at a funding time, exact. */
export const fundingAmount = (contract: ContractSpec, size: Fixed, mark: Fixed, rate: Fixed): Ratio => {
  const value = notionalAt(contract, size, mark);
  const signed = size > 0n ? -rate : rate;
  return { n: value.n * signed, d: value.d * ONE };
};

/** The payment shown for one position ("you pay / you receive"), rounded against the member. */
export const fundingPayment = (contract: ContractSpec, size: Fixed, mark: Fixed, rate: Fixed): Fixed =>
  figure(fundingAmount(contract, size, mark, rate), 'floor');

/**
 * Every payment of one contract at one funding time, zero-sum. Payers pay their amount rounded up
 * to the ledger's unit; what they pay is shared among the receivers in proportion to their size,
 * each getting its share rounded down and the units left over going one each to the largest
 * remainders (ties to the earlier position). The sizes of longs and shorts must match, as they do
 * on a book where every contract has two sides.
 */
export const settleFunding = (contract: ContractSpec, sizes: readonly Fixed[], mark: Fixed, rate: Fixed): Fixed[] => {
  const longs = sizes.reduce((a, s) => (s > 0n ? a + s : a), 0n);
  const shorts = sizes.reduce((a, s) => (s < 0n ? a - s : a), 0n);
  if (longs !== shorts) throw new RangeError('Longs and shorts of a contract must balance');
  const payments: Fixed[] = sizes.map(() => 0n);
  if (rate === 0n) return payments;
  const payerSide = rate > 0n ? 1n : -1n;
  let pot = 0n;
  for (const [i, size] of sizes.entries())
    if (size * payerSide > 0n) {
      payments[i] = fundingPayment(contract, size, mark, rate);
      pot -= payments[i]!;
    }
  const receivers = sizes.map((size, i) => ({ i, weight: abs(size) })).filter(({ i }) => sizes[i]! * payerSide < 0n);
  const potUnits = pot / FIGURE_UNIT;
  const shares = receivers.map(({ i, weight }) => ({ i, units: (potUnits * weight) / longs, remainder: (potUnits * weight) % longs }));
  let left = potUnits - shares.reduce((a, s) => a + s.units, 0n);
  for (const share of [...shares].sort((a, b) => (a.remainder > b.remainder ? -1 : a.remainder < b.remainder ? 1 : a.i - b.i))) {
    if (left === 0n) break;
    share.units += 1n;
    left -= 1n;
  }
  for (const share of shares) payments[share.i] = share.units * FIGURE_UNIT;
  return payments;
};
