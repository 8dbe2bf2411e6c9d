// Liquidation and bankruptcy prices (products.md §1.5, §1.8): the mark at which a position's
// surplus (backing + PnL − MM, margin.ts) reaches zero, and the one at which backing + PnL does.
//
// Per bracket k the surplus is a line (linear, in P) or a line in 1/P (inverse):
//   linear:  W + cum_k − Q·EP + (Q − |Q|·MMR_k)·P                   root (W + cum_k − Q·EP) / (|Q|·MMR_k − Q)
//   inverse: W + cum_k + Q·CS/EP − (Q + |Q|·MMR_k)·CS/P              root (Q + |Q|·MMR_k)·CS / (W + cum_k + Q·CS/EP)
// — Binance's USDⓈ-M and COIN-M formulas with side·|Q| = Q. Solving "in the tier the price lands
// in" needs no trial and error: MM is the largest of the brackets' lines (brackets.ts), so the
// surplus is the smallest of the per-bracket surpluses, each monotone the same way as the true one
// (rising with price for a long, falling for a short). A long is short of margin where any line is,
// i.e. at or below the largest per-bracket root; a short at or above the smallest. That root is the
// one whose price lands in its own bracket; `bracket` names it (the tier-crossing test checks it).
// (Conversely a root that lands in its own bracket is a root of the true surplus, hence the root.)
import { bracketFor, type Bracket } from './brackets.ts';
import type { ContractSpec } from './contracts.ts';
import { abs, FIGURE_UNIT, ONE, type Fixed } from './fixed.ts';
import { add, compare, div, figure, of, ratio, sign, type Ratio } from './ratio.ts';
import { notionalAt, type Position } from './pnl.ts';

/**
 * Where a price condition holds, for a long (at or below) or a short (at or above):
 * at every positive price ('always'), at none ('never'), or from an exact rational price on.
 */
export type PriceBound =
  | { readonly kind: 'price'; readonly price: Ratio; readonly bracket: Bracket }
  | { readonly kind: 'always' }
  | { readonly kind: 'never' };

/** Notional at a rational price (a root): |Q|·P, or |Q|·CS/P. */
const notionalOf = (contract: ContractSpec, size: Fixed, price: Ratio): Ratio => {
  const q = abs(size);
  return contract.type === 'linear' ? ratio(q * price.n, price.d * ONE) : ratio(q * contract.contractSize * price.d, price.n * ONE * ONE);
};

const NO_MAINTENANCE: readonly Bracket[] = [{ tier: 0, floor: 0n, cap: 0n, maxLeverage: 1, mmr: 0n, cum: 0n }];

/** Root of bracket k's surplus line, or null where the line never reaches zero at a positive price (inverse). */
const lineRoot = (contract: ContractSpec, position: Position, backing: Ratio, bracket: Bracket): Ratio | 'always' | 'never' => {
  const { size: q, entryPrice: ep } = position;
  const base = add(backing, of(bracket.cum));
  if (contract.type === 'linear') {
    // (W + cum − Q·EP) / (|Q|·MMR − Q): the denominator is never 0 as 0 < MMR < 1.
    const numerator = add(base, ratio(-q * ep, ONE * ONE));
    return div(numerator, ratio(abs(q) * bracket.mmr - q * ONE, ONE * ONE));
  }
  const cs = contract.contractSize;
  const a = add(base, ratio(q * cs, ep * ONE));
  const b = ratio((q * ONE + abs(q) * bracket.mmr) * cs, ONE * ONE * ONE);
  // Long: b > 0, surplus = a − b/P rises with P; with a ≤ 0 it is negative at every price.
  // Short: b < 0, surplus = a + |b|/P falls toward a; with a ≥ 0 it never reaches zero.
  if (q > 0n && sign(a) <= 0) return 'always';
  if (q < 0n && sign(a) >= 0) return 'never';
  return div(b, a);
};

/** The extreme root over every bracket: the largest for a long, the smallest for a short. */
const extremeRoot = (contract: ContractSpec, position: Position, backing: Ratio, brackets: readonly Bracket[]): PriceBound => {
  const long = position.size > 0n;
  let best: { price: Ratio; bracket: Bracket } | null = null;
  for (const bracket of brackets) {
    const root = lineRoot(contract, position, backing, bracket);
    if (root === 'always') return { kind: 'always' };
    if (root === 'never') continue;
    if (!best || compare(root, best.price) === (long ? 1 : -1)) best = { price: root, bracket };
  }
  return best ? { kind: 'price', ...best } : { kind: 'never' };
};

/**
 * Solves surplus(P) = 0 over the given brackets (the contract's for liquidation, none for
 * bankruptcy). First the way Binance describes it, which usually takes one or two solves: solve in
 * the bracket of the entry notional, then in the bracket the price lands in, until a root lands in
 * its own bracket (where the line is the true surplus, whose root is unique). Should that not settle
 * (no positive root, or bracket after bracket), the largest/smallest root over every bracket, which
 * is the same answer by the argument above.
 */
const solve = (contract: ContractSpec, position: Position, backing: Ratio, brackets: readonly Bracket[]): PriceBound => {
  if (position.size === 0n) return { kind: 'never' };
  let bracket = bracketFor(brackets, notionalAt(contract, position.size, position.entryPrice));
  for (let step = 0; step < 3; step++) {
    const root = lineRoot(contract, position, backing, bracket);
    if (typeof root === 'string' || sign(root) <= 0) break;
    const landed = bracketFor(brackets, notionalOf(contract, position.size, root));
    if (landed === bracket) return { kind: 'price', price: root, bracket };
    bracket = landed;
  }
  return extremeRoot(contract, position, backing, brackets);
};

/** The exact liquidation bound of a position backed by `backing` (margin.ts). */
export const solveLiquidation = (contract: ContractSpec, position: Position, backing: Ratio): PriceBound =>
  solve(contract, position, backing, contract.brackets);

/** The exact bankruptcy bound: where backing + PnL = 0. */
export const solveBankruptcy = (contract: ContractSpec, position: Position, backing: Ratio): PriceBound =>
  solve(contract, position, backing, NO_MAINTENANCE);

/**
 * A bound as the web shows it: rounded against the member (a long's up, a short's down, so the
 * shown price is reached no later than the real one), null ("--") when there is no positive price.
 */
export const publishedPrice = (bound: PriceBound, long: boolean): Fixed | null => {
  if (bound.kind !== 'price') return null;
  const price = figure(bound.price, long ? 'ceil' : 'floor');
  return price > 0n ? price : null;
};

export const liquidationPrice = (contract: ContractSpec, position: Position, backing: Ratio): Fixed | null =>
  publishedPrice(solveLiquidation(contract, position, backing), position.size > 0n);

export const bankruptcyPrice = (contract: ContractSpec, position: Position, backing: Ratio): Fixed | null =>
  publishedPrice(solveBankruptcy(contract, position, backing), position.size > 0n);

/**
 * The index's trigger in ledger units (10^-8) for marks on that grid: a long is liquidatable at a mark
 * m iff m ≤ trigger, a short iff m ≥ trigger. Exact: a long's is the exact bound rounded down (the
 * highest grid price at or below it), a short's rounded up. 'always' and 'never' as ±Infinity-like
 * sentinels are left to the index (liquidationIndex.ts).
 */
export const triggerUnits = (bound: PriceBound, long: boolean): bigint | 'always' | 'never' => {
  if (bound.kind !== 'price') return bound.kind;
  return figure(bound.price, long ? 'floor' : 'ceil') / FIGURE_UNIT;
};
