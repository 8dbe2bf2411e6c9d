// Auto-deleveraging queue (products.md §1.8): when the insurance fund cannot cover a bankrupt
// position, the opposite side's positions are closed against it at its bankruptcy price, the most
// profitable and most leveraged first. Binance's and BitMEX's ranking:
//   score = PnL% × effective leverage   if PnL% > 0
//         = PnL% / effective leverage   otherwise
//   PnL% = unrealised PnL / |value at entry|
//   effective leverage = |value at mark| / (value at mark − value at bankruptcy)
// The value difference between mark and bankruptcy is the margin balance behind the position (its
// backing plus its PnL, margin.ts), so effective leverage is notional over that balance.
import type { ContractSpec } from './contracts.ts';
import type { Fixed } from './fixed.ts';
import { notionalAt, pnlAt, type Position } from './pnl.ts';
import { add, compare, div, mul, sign, type Ratio } from './ratio.ts';

export const adlScore = (pnlFraction: Ratio, effectiveLeverage: Ratio): Ratio => {
  if (sign(effectiveLeverage) <= 0) throw new RangeError('Effective leverage must be positive');
  return sign(pnlFraction) > 0 ? mul(pnlFraction, effectiveLeverage) : div(pnlFraction, effectiveLeverage);
};

/**
 * The score of a position at the mark. `backing` is what stands behind it apart from its PnL, as for
 * its bankruptcy price (isolated margin, or cross wallet plus the other positions' PnL); a position
 * with nothing left behind it is past bankruptcy itself and cannot take over another's.
 */
export const adlScoreOf = (contract: ContractSpec, position: Position, backing: Ratio, mark: Fixed): Ratio => {
  const pnl = pnlAt(contract, position, mark);
  const balance = add(backing, pnl);
  if (sign(balance) <= 0) throw new RangeError(`${contract.key}: a position past bankruptcy is not ranked`);
  const pnlFraction = div(pnl, notionalAt(contract, position.size, position.entryPrice));
  return adlScore(pnlFraction, div(notionalAt(contract, position.size, mark), balance));
};

/** Highest score first; equal scores keep their order (the earlier position goes first). */
export const rankForAdl = <T>(candidates: readonly { readonly id: T; readonly score: Ratio }[]): T[] =>
  candidates
    .map((c, i) => ({ ...c, i }))
    .sort((a, b) => compare(b.score, a.score) || a.i - b.i)
    .map((c) => c.id);
