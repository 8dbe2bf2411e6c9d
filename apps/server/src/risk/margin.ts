// Maintenance margin, the margin a position's backing has over it, and what an isolated position's
// margin may be changed by (products.md §1.4, §1.11). Exact rationals; figures round for the exchange.
//
// "Backing" is the money standing behind a position apart from its own PnL: an isolated position's
// own margin, or for a cross position the cross wallet plus the other cross positions' PnL minus
// their maintenance margin (Binance's WB − TMM1 + UPNL1).
import { maintenanceOf } from './brackets.ts';
import type { ContractSpec } from './contracts.ts';
import type { Fixed } from './fixed.ts';
import { add, div, figure, of, sign, sub, type Ratio } from './ratio.ts';
import { initialMarginAt, notionalAt, pnlAt, type Position } from './pnl.ts';

/** Maintenance margin of a position at the mark, exact (its notional's bracket). */
export const maintenanceAt = (contract: ContractSpec, position: Position, mark: Fixed): Ratio =>
  maintenanceOf(contract.brackets, notionalAt(contract, position.size, mark));

/** A position's PnL less its maintenance margin at the mark: what it adds to (or takes from) its backing's surplus. */
export const contributionAt = (contract: ContractSpec, position: Position, mark: Fixed): Ratio =>
  sub(pnlAt(contract, position, mark), maintenanceAt(contract, position, mark));

/**
 * Margin balance minus maintenance margin. The one liquidation rule of the risk core: a position
 * (isolated) or a cross account is liquidatable when this is ≤ 0 at the mark, compared exactly.
 */
export const surplusAt = (contract: ContractSpec, position: Position, backing: Ratio, mark: Fixed): Ratio =>
  add(backing, contributionAt(contract, position, mark));

export const isShortOfMargin = (surplus: Ratio): boolean => sign(surplus) <= 0;

/**
 * Most margin an isolated position may give back (Binance's formula, products.md §1.11), rounded down:
 *   max(0, min(isoWB − MM, isoWB + PnL − IM at the mark))
 * The second term keeps the position at its leverage after the removal; the first keeps it clear
 * of liquidation. Linear PnL is size·(mark − EP), inverse size·CS·(1/EP − 1/mark): pnlAt.
 */
export const removableMargin = (contract: ContractSpec, position: Position, isolatedMargin: Fixed, mark: Fixed, leverage: number): Fixed => {
  if (position.size === 0n) return isolatedMargin > 0n ? isolatedMargin : 0n;
  const wallet = of(isolatedMargin);
  const clearOfLiquidation = sub(wallet, maintenanceAt(contract, position, mark));
  const keepsLeverage = sub(add(wallet, pnlAt(contract, position, mark)), initialMarginAt(contract, position.size, mark, leverage));
  const least = sign(sub(clearOfLiquidation, keepsLeverage)) < 0 ? clearOfLiquidation : keepsLeverage;
  return sign(least) > 0 ? figure(least, 'floor') : 0n;
};

/**
 * Most margin the cross wallet can move into an isolated position (products.md §1.11), rounded down:
 *   max(0, min(cross wallet − open orders' margin − cross MM, available))
 */
export const addableMargin = (crossWallet: Fixed, orderMargin: Fixed, crossMaintenance: Ratio, available: Fixed): Fixed => {
  const free = sub(of(crossWallet - orderMargin), crossMaintenance);
  const least = sign(sub(free, of(available))) < 0 ? free : of(available);
  return sign(least) > 0 ? figure(least, 'floor') : 0n;
};

/**
 * Margin ratio as Binance names it: maintenance margin over margin balance, a fraction that reaches 1
 * (100 %) at liquidation; higher is riskier. (The original showed equity / MM, higher is safer; the
 * web labels ours.) Rounded up; null when the margin balance is not positive (no ratio; liquidatable).
 */
export const marginRatio = (maintenance: Ratio, marginBalance: Ratio): Fixed | null =>
  sign(marginBalance) > 0 ? figure(div(maintenance, marginBalance), 'ceil') : null;
