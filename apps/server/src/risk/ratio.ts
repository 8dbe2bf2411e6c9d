// Exact rationals for the formulas that divide (an inverse contract's 1/price, a liquidation price,
// a margin ratio): the whole formula is evaluated exactly and rounded once, at the end, in the
// direction the figure calls for. Denominators stay positive; no gcd is taken (it costs more than
// the few operations of a formula save), and sums over one denominator skip the cross products.
import { divRound, FIGURE_DECIMALS, ONE, SCALE, type Fixed, type Rounding } from './fixed.ts';

export interface Ratio {
  readonly n: bigint;
  /** Always > 0. */
  readonly d: bigint;
}

export const ratio = (n: bigint, d: bigint): Ratio => {
  if (d === 0n) throw new RangeError('Division by zero');
  return d < 0n ? { n: -n, d: -d } : { n, d };
};

export const ZERO: Ratio = { n: 0n, d: 1n };

/** A Fixed as the exact rational it stands for. */
export const of = (x: Fixed): Ratio => ({ n: x, d: ONE });

export const add = (a: Ratio, b: Ratio): Ratio =>
  a.d === b.d ? { n: a.n + b.n, d: a.d } : { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
export const sub = (a: Ratio, b: Ratio): Ratio =>
  a.d === b.d ? { n: a.n - b.n, d: a.d } : { n: a.n * b.d - b.n * a.d, d: a.d * b.d };
export const mul = (a: Ratio, b: Ratio): Ratio => ({ n: a.n * b.n, d: a.d * b.d });
export const div = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.d, a.d * b.n);
/** a × k for a Fixed k, without building a Ratio for it. */
export const scale = (a: Ratio, k: Fixed): Ratio => ({ n: a.n * k, d: a.d * ONE });

export const sign = (a: Ratio): -1 | 0 | 1 => (a.n < 0n ? -1 : a.n > 0n ? 1 : 0);
export const compare = (a: Ratio, b: Ratio): -1 | 0 | 1 => sign(sub(a, b));
export const sum = (terms: readonly Ratio[]): Ratio => terms.reduce(add, ZERO);

/** The rational rounded to a Fixed on the grid of 10^-decimals (18: as fine as Fixed goes). */
export const toFixed = (a: Ratio, rounding: Rounding, decimals = SCALE): Fixed => {
  const step = 10n ** BigInt(SCALE - decimals);
  return divRound(a.n * ONE, a.d * step, rounding) * step;
};

/** A figure the risk core answers with: on the ledger's grid of 10^-8, rounded as the figure calls for. */
export const figure = (a: Ratio, rounding: Rounding): Fixed => toFixed(a, rounding, FIGURE_DECIMALS);
