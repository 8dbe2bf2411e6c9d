// One-way, merged positions (products.md §1.1, §1.2): one net position per member, symbol and
// contract kind; a fill either adds to it, reduces it, or closes it and opens the other side.
// - Adding averages the entry: arithmetically by size for linear (EP = Σq·p / Σq), harmonically for
//   inverse (EP = Σc / Σ(c/p)), so the position's value at entry is the sum of its fills' values.
// - Reducing keeps the entry and realises the PnL of the closed part at the fill price.
// - Flipping through zero closes the whole position and opens the excess at the fill price.
// Rounding: the averaged entry is kept at Fixed's 18 decimals, rounded against the member (a long's
// up, a short's down); realised PnL is booked on the ledger's 10^-8, rounded down. Neither can make
// the member's total richer than the exact one: Σ realised + unrealised ≤ exact PnL of the fills,
// short by less than a ledger unit per fill (risk.property.test.ts).
import type { ContractSpec } from './contracts.ts';
import { abs, divRound, type Fixed } from './fixed.ts';
import { figure } from './ratio.ts';
import { FLAT, pnlAt, type Position } from './pnl.ts';

export interface Fill {
  /** Signed: > 0 buys, < 0 sells (base coin for linear, contracts for inverse). */
  readonly quantity: Fixed;
  readonly price: Fixed;
}

export interface FillResult {
  readonly position: Position;
  /** PnL of the closed part, on the ledger's grid, rounded down; 0 when nothing closed. */
  readonly realisedPnl: Fixed;
  /** Quantity of the old position the fill closed (≥ 0). */
  readonly closed: Fixed;
  /** Quantity the fill opened or added on its own side (≥ 0). */
  readonly opened: Fixed;
}

const sign = (x: Fixed): -1n | 0n | 1n => (x < 0n ? -1n : x > 0n ? 1n : 0n);

/** Entry of `held` (EP) plus `added` at `price`, both of one side; rounded against the member. */
const averageEntry = (contract: ContractSpec, held: Fixed, entry: Fixed, added: Fixed, price: Fixed, long: boolean): Fixed => {
  const rounding = long ? 'ceil' : 'floor';
  const a = abs(held);
  const b = abs(added);
  if (contract.type === 'linear') return divRound(a * entry + b * price, a + b, rounding);
  // Harmonic: (a + b) / (a/EP + b/p) = (a + b)·EP·p / (a·p + b·EP). Contract size cancels.
  return divRound((a + b) * entry * price, a * price + b * entry, rounding);
};

export const applyFill = (contract: ContractSpec, position: Position, fill: Fill): FillResult => {
  if (fill.quantity === 0n) throw new RangeError('A fill has a quantity');
  if (fill.price <= 0n) throw new RangeError('A fill has a positive price');
  const { size, entryPrice } = position;
  if (size === 0n || sign(size) === sign(fill.quantity)) {
    const entry = size === 0n ? fill.price : averageEntry(contract, size, entryPrice, fill.quantity, fill.price, fill.quantity > 0n);
    return { position: { size: size + fill.quantity, entryPrice: entry }, realisedPnl: 0n, closed: 0n, opened: abs(fill.quantity) };
  }
  const closed = abs(fill.quantity) < abs(size) ? abs(fill.quantity) : abs(size);
  // The closed part is a position of the old side and size `closed`, valued at the fill price.
  const closedPart: Position = { size: sign(size) * closed, entryPrice };
  const realisedPnl = figure(pnlAt(contract, closedPart, fill.price), 'floor');
  const rest = size + fill.quantity;
  const opened = abs(fill.quantity) - closed;
  const next: Position = rest === 0n ? FLAT : opened > 0n ? { size: rest, entryPrice: fill.price } : { size: rest, entryPrice };
  return { position: next, realisedPnl, closed, opened };
};
