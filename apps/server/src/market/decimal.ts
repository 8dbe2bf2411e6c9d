// Exact decimals as an integer and its count of decimals ("65.001" is 65001n at scale 3), for the
// running sums and extremes of the 24 h ticker (ticker.ts) and the k-line bars (klines.ts). Every
// trade adds to some twenty of them; with big.js each addition copied both numbers' digit arrays,
// a few kilobytes of garbage an order in the place-order bench. A BigInt sum allocates one small
// number. Only what those sums need is here: read, add, subtract, multiply, compare, and print
// (scales.ts formatScaled, its trailing zeros cut).
import { formatScaled } from './scales.ts';

export interface Decimal {
  readonly units: bigint;
  /** Digits after the point. */
  readonly scale: number;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const POW10: bigint[] = [1n];
const pow10 = (n: number): bigint => {
  for (let i = POW10.length; i <= n; i++) POW10.push(POW10[i - 1]! * 10n);
  return POW10[n]!;
};

export const ZERO: Decimal = { units: 0n, scale: 0 };

/** Reads plain decimal text ("-12.340"); anything else (exponents, spaces) is refused. */
export const decimal = (text: string): Decimal => {
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`Not a decimal number: ${text.slice(0, 40)}`);
  const fraction = match[3] ?? '';
  const units = BigInt(match[2]! + fraction);
  return { units: match[1] ? -units : units, scale: fraction.length };
};

/** `d`'s units at a scale at least its own. */
const unitsAt = (d: Decimal, scale: number): bigint => (d.scale === scale ? d.units : d.units * pow10(scale - d.scale));

export const plus = (a: Decimal, b: Decimal): Decimal => {
  const scale = Math.max(a.scale, b.scale);
  return { units: unitsAt(a, scale) + unitsAt(b, scale), scale };
};

export const minus = (a: Decimal, b: Decimal): Decimal => {
  const scale = Math.max(a.scale, b.scale);
  return { units: unitsAt(a, scale) - unitsAt(b, scale), scale };
};

export const times = (a: Decimal, b: Decimal): Decimal => ({ units: a.units * b.units, scale: a.scale + b.scale });

/** Negative, zero or positive as a is below, equal to or above b. */
export const compare = (a: Decimal, b: Decimal): number => {
  const scale = Math.max(a.scale, b.scale);
  const x = unitsAt(a, scale);
  const y = unitsAt(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Plain text without trailing zeros ("1.5", "0", "-0.25"), as big.js's toFixed() printed these sums. */
export const formatDecimal = (d: Decimal): string => {
  const text = formatScaled(d.units, d.scale);
  return d.scale === 0 ? text : text.replace(/\.?0+$/, '');
};
