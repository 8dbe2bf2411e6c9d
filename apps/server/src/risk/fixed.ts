// Fixed: every quantity of the risk core (price, size, contracts, money, rate) is a bigint count of
// 10^-18. Eighteen decimals hold any ledger amount (8) or market scale (at most 5) exactly, and leave
// the one stored figure that is itself a rounded quotient, an averaged entry price, ten digits finer
// than anything the ledger books. Products and quotients name their rounding: there is no default,
// because the right direction depends on who the figure protects (index.ts).
export type Fixed = bigint;

export const SCALE = 18;
export const ONE: Fixed = 10n ** 18n;
/** Decimals of every figure the risk core answers with: the ledger's (ledger/amount.ts). */
export const FIGURE_DECIMALS = 8;
/** One unit of a figure (10^-8) in Fixed. */
export const FIGURE_UNIT: Fixed = 10n ** BigInt(SCALE - FIGURE_DECIMALS);

/** floor: toward −∞; ceil: toward +∞; half-even: to the nearest, ties to the even neighbour. */
export type Rounding = 'floor' | 'ceil' | 'half-even';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "45180.72" → Fixed. Plain decimals only (no exponent); more than 18 decimals is refused, not cut. */
export const fixed = (text: string): Fixed => {
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal number: ${text.slice(0, 40)}`);
  const [, sign = '', whole = '', fraction = ''] = match;
  if (fraction.length > SCALE) throw new RangeError(`More than ${SCALE} decimals: ${text.slice(0, 40)}`);
  const value = BigInt(whole) * ONE + BigInt(fraction.padEnd(SCALE, '0'));
  return sign ? -value : value;
};

/** A whole number as Fixed (leverage, contract counts, USD face values). */
export const whole = (n: number | bigint): Fixed => {
  if (typeof n === 'number' && !Number.isSafeInteger(n)) throw new RangeError(`Not a whole number: ${n}`);
  return BigInt(n) * ONE;
};

/** n / d rounded as asked; d must not be zero. Exact integer division underneath. */
export const divRound = (n: bigint, d: bigint, rounding: Rounding): bigint => {
  if (d === 0n) throw new RangeError('Division by zero');
  if (d < 0n) [n, d] = [-n, -d];
  let q = n / d;
  const r = n - q * d;
  if (r === 0n) return q;
  // BigInt division truncates toward zero: step to the floor first when the quotient is negative.
  if (r < 0n) q -= 1n;
  if (rounding === 'floor') return q;
  if (rounding === 'ceil') return q + 1n;
  const twice = 2n * (r < 0n ? r + d : r);
  return twice > d || (twice === d && q % 2n !== 0n) ? q + 1n : q;
};

export const mul = (a: Fixed, b: Fixed, rounding: Rounding): Fixed => divRound(a * b, ONE, rounding);

/** x on the grid of 10^-decimals, as a Fixed. */
export const roundTo = (x: Fixed, decimals: number, rounding: Rounding): Fixed => {
  const step = 10n ** BigInt(SCALE - decimals);
  return divRound(x, step, rounding) * step;
};

export const abs = (x: Fixed): Fixed => (x < 0n ? -x : x);
export const min = (a: Fixed, b: Fixed): Fixed => (a < b ? a : b);
export const max = (a: Fixed, b: Fixed): Fixed => (a > b ? a : b);

/** Ledger units (ledger/amount.ts, 10^-8) to Fixed: exact. */
export const fromLedgerUnits = (units: bigint): Fixed => units * FIGURE_UNIT;

/** Fixed to ledger units; the figure must already be on the 10^-8 grid (round it first, naming the direction). */
export const toLedgerUnits = (x: Fixed): bigint => {
  if (x % FIGURE_UNIT !== 0n) throw new RangeError(`Not on the ledger's grid of 10^-${FIGURE_DECIMALS}: ${formatFixed(x)}`);
  return x / FIGURE_UNIT;
};

/** Plain decimal text: the shortest exact form ("45180.72289157", "-0.5", "0"), or exactly `decimals` places. */
export const formatFixed = (x: Fixed, decimals?: number): string => {
  const negative = x < 0n;
  const magnitude = negative ? -x : x;
  const fraction = (magnitude % ONE).toString().padStart(SCALE, '0');
  const cut = decimals === undefined ? fraction.replace(/0+$/, '') : fraction.slice(0, decimals);
  if (decimals !== undefined && fraction.slice(decimals).replace(/0/g, '') !== '')
    throw new RangeError(`Not on the grid of 10^-${decimals}; round it first`);
  const text = `${magnitude / ONE}${cut ? `.${cut}` : ''}`;
  return negative && magnitude !== 0n ? `-${text}` : text;
};
