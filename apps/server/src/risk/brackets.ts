// Tiered maintenance margin (products.md §1.4): a position's notional falls in one bracket of its
// contract's table, and MM = notional × MMR − cum, where cum_1 = 0 and
// cum_n = cum_{n−1} + floor_n × (MMR_n − MMR_{n−1}). That is the progressive (tax-bracket) sum of
// each slice of notional at its own rate, so MM is continuous across a bracket edge; and as rates
// only rise, each bracket's line notional × MMR − cum is a supporting line of MM (MM is the largest
// of them), which liquidation.ts relies on. Notional is in the quote coin for linear contracts and in
// the base coin for inverse ones (Binance's qtyFloor/qtyCap).
import { ONE, whole, type Fixed } from './fixed.ts';
import { of, scale, sub, type Ratio } from './ratio.ts';

export interface Bracket {
  readonly tier: number;
  /** Notional above which this bracket starts (the previous cap; 0 for the first). */
  readonly floor: Fixed;
  /** Largest notional in this bracket (inclusive). The last bracket also takes anything above it. */
  readonly cap: Fixed;
  /** Highest leverage a position of this notional may use. */
  readonly maxLeverage: number;
  /** Maintenance margin rate. */
  readonly mmr: Fixed;
  /** Maintenance amount, derived from the floors and rates (never typed in, so never inconsistent). */
  readonly cum: Fixed;
}

/** A bracket as seed data: its cap, its leverage limit and its rate. */
export interface BracketRow {
  readonly cap: Fixed;
  readonly maxLeverage: number;
  readonly mmr: Fixed;
}

/** Checks a table and derives each bracket's floor and cum. */
export const buildBrackets = (rows: readonly BracketRow[]): readonly Bracket[] => {
  if (rows.length === 0) throw new RangeError('A bracket table needs at least one bracket');
  const brackets: Bracket[] = [];
  let floor = 0n;
  let cum = 0n;
  let previousMmr = 0n;
  for (const [i, row] of rows.entries()) {
    if (row.cap <= floor) throw new RangeError(`Bracket ${i + 1}: cap must be above ${floor}`);
    // Rising rates keep MM convex (the liquidation solver's premise) and below 1 keep equity − MM
    // strictly monotone in price, so a liquidation price is unique.
    if (row.mmr < previousMmr || row.mmr <= 0n || row.mmr >= ONE) throw new RangeError(`Bracket ${i + 1}: rate must rise and stay in (0, 1)`);
    if (!Number.isInteger(row.maxLeverage) || row.maxLeverage < 1) throw new RangeError(`Bracket ${i + 1}: leverage must be a whole number ≥ 1`);
    // A position opened at the bracket's top leverage must not be liquidatable at once: IMR > MMR.
    if (row.mmr * BigInt(row.maxLeverage) >= ONE) throw new RangeError(`Bracket ${i + 1}: MMR must stay below 1/leverage`);
    const previous = brackets[i - 1];
    if (previous && row.maxLeverage > previous.maxLeverage) throw new RangeError(`Bracket ${i + 1}: leverage must not rise`);
    // floor × ΔMMR is a product of two Fixed: divide the scale out exactly (ΔMMR has few digits, so
    // the product is a whole number of 10^-18; a table that is not is refused rather than rounded).
    const step = floor * (row.mmr - previousMmr);
    if (step % ONE !== 0n) throw new RangeError(`Bracket ${i + 1}: maintenance amount is not exact`);
    cum += step / ONE;
    brackets.push({ tier: i + 1, floor, cap: row.cap, maxLeverage: row.maxLeverage, mmr: row.mmr, cum });
    floor = row.cap;
    previousMmr = row.mmr;
  }
  return brackets;
};

/** The bracket a notional falls in: the first whose cap it does not exceed, else the last. */
export const bracketFor = (brackets: readonly Bracket[], notional: Ratio): Bracket => {
  for (const bracket of brackets) if (notional.n * ONE <= bracket.cap * notional.d) return bracket;
  return brackets[brackets.length - 1]!;
};

/** MM of a notional in its bracket, exact: notional × MMR − cum. */
export const maintenanceOf = (brackets: readonly Bracket[], notional: Ratio): Ratio => {
  const bracket = bracketFor(brackets, notional);
  return sub(scale(notional, bracket.mmr), of(bracket.cum));
};

/** The highest leverage the brackets allow for a notional (the pair's own limit applies on top: contracts.ts). */
export const maxLeverageFor = (brackets: readonly Bracket[], notional: Ratio): number => bracketFor(brackets, notional).maxLeverage;

/** Seed helper: a table written as [cap, max leverage, MMR] in plain decimals. */
export const bracketRows = (rows: readonly (readonly [cap: number, maxLeverage: number, mmr: string])[]): BracketRow[] =>
  rows.map(([cap, maxLeverage, mmr]) => ({ cap: whole(cap), maxLeverage, mmr: parseRate(mmr) }));

/** "0.4%" → 0.004 as Fixed: the tables are written in percent, as exchanges publish them. */
const parseRate = (percent: string): Fixed => {
  const match = /^(\d+)(?:\.(\d+))?%$/.exec(percent);
  if (!match) throw new RangeError(`Not a percentage: ${percent}`);
  const fraction = match[2] ?? '';
  return (BigInt(match[1]! + fraction) * ONE) / 10n ** BigInt(fraction.length + 2);
};
