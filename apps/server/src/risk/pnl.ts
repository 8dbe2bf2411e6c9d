// Notional, profit and initial margin of a position (products.md §1.3, §1.4), exact as rationals;
// the figure helpers round them for the web and the ledger in the member-adverse direction.
//   linear:  notional = |Q|·P (quote)        PnL = Q·(P − EP)
//   inverse: notional = |Q|·CS/P (base coin)  PnL = Q·CS·(1/EP − 1/P) = Q·CS·(P − EP)/(EP·P)
// Q is signed (long > 0), so side·|Q| = Q.
import type { ContractSpec } from './contracts.ts';
import { abs, ONE, whole, type Fixed } from './fixed.ts';
import { div, figure, of, ratio, type Ratio } from './ratio.ts';

export interface Position {
  /** Signed: > 0 long, < 0 short. Base coin (linear) or contracts (inverse). */
  readonly size: Fixed;
  /** Average entry price; meaningless (0) when the size is 0. */
  readonly entryPrice: Fixed;
}

export const FLAT: Position = { size: 0n, entryPrice: 0n };

/** Notional of a quantity at a price, in the settlement coin's terms of the brackets. */
export const notionalAt = (contract: ContractSpec, quantity: Fixed, price: Fixed): Ratio => {
  const q = abs(quantity);
  return contract.type === 'linear' ? ratio(q * price, ONE * ONE) : ratio(q * contract.contractSize, price * ONE);
};

/** Exact profit of the position if it were closed at `price` (in the settlement coin). */
export const pnlAt = (contract: ContractSpec, position: Position, price: Fixed): Ratio => {
  const { size, entryPrice } = position;
  if (size === 0n) return ratio(0n, 1n);
  if (contract.type === 'linear') return ratio(size * (price - entryPrice), ONE * ONE);
  // Q·CS·(P − EP) / (EP·P): numerator at scale 54, denominator at scale 36 → one more ONE below.
  return ratio(size * contract.contractSize * (price - entryPrice), entryPrice * price * ONE);
};

/** Unrealised PnL at the mark, rounded down (PnL to the member never rounds up). */
export const unrealisedPnl = (contract: ContractSpec, position: Position, mark: Fixed): Fixed =>
  figure(pnlAt(contract, position, mark), 'floor');

/** Initial margin of a quantity at a price and leverage, exact: notional / leverage. */
export const initialMarginAt = (contract: ContractSpec, quantity: Fixed, price: Fixed, leverage: number): Ratio =>
  div(notionalAt(contract, quantity, price), of(whole(leverage)));

/** Margin an open order needs at its own price (Binance: the order price, not the mark), rounded up. */
export const orderInitialMargin = (contract: ContractSpec, quantity: Fixed, price: Fixed, leverage: number): Fixed =>
  figure(initialMarginAt(contract, quantity, price, leverage), 'ceil');

/** A position's initial margin at the mark, rounded up. */
export const positionInitialMargin = (contract: ContractSpec, position: Position, mark: Fixed, leverage: number): Fixed =>
  figure(initialMarginAt(contract, position.size, mark, leverage), 'ceil');

/**
 * Return on equity: unrealised PnL over the initial margin at the entry price (products.md §1.3: long
 * 1 BTC from 50,000 to 52,000 at 10x is +2,000 on 5,000, 40 %), as a fraction, rounded down.
 */
export const roe = (contract: ContractSpec, position: Position, mark: Fixed, leverage: number): Fixed => {
  if (position.size === 0n) throw new RangeError('A flat position has no return');
  return figure(div(pnlAt(contract, position, mark), initialMarginAt(contract, position.size, position.entryPrice, leverage)), 'floor');
};
