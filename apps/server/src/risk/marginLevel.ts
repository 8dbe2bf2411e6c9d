// Spot margin risk (products.md §2): the margin level of a margin account, what may still be
// borrowed, simple hourly interest, and the level thresholds. Pure: amounts are ledger units
// (bigint at 10^-8), values are in USDT units at the index (the caller prices), no clock, no floats.
//
// margin level = total asset value / (debt + interest owed), both at the index price. Compared
// exactly by cross-multiplying, so a level of exactly 1.1 is a liquidation and exactly 1.3 a call.
// Borrowing (and moving funds out) is allowed only while the level after stays at or above
// L / (L − 1) for the account's leverage L: with net equity E that is a debt up to E × (L − 1),
// the original client's "net asset × (leverage − 1) − borrowed − interest" rule.

/** 10^8: ledger units per whole coin, and the scale a level is reported at. */
export const UNIT = 100_000_000n;
const HOUR_MS = 3_600_000;

/** A threshold as the exact fraction num / den. */
export interface Threshold {
  num: bigint;
  den: bigint;
}

/** A margin call (refresh_ notice and e-mail) at or below 1.3. */
export const MARGIN_CALL: Threshold = { num: 13n, den: 10n };
/** Liquidation at or below 1.1. */
export const LIQUIDATION: Threshold = { num: 11n, den: 10n };
/** Liquidation fee: 1 % of the debt and interest the liquidation repays, to the insurance fund. */
export const LIQUIDATION_FEE_BP = 100n;

/** L / (L − 1): the level at which an account of leverage L has borrowed all it may. */
export const borrowThreshold = (leverage: number): Threshold => ({ num: BigInt(leverage), den: BigInt(leverage - 1) });

/** assets / liabilities ≤ t, exactly; false without liabilities (no debt, no risk). */
export const atOrBelow = (assets: bigint, liabilities: bigint, t: Threshold): boolean => liabilities > 0n && assets * t.den <= liabilities * t.num;

/** The level at 10^-8, rounded down; null without liabilities (shown as "--"). */
export const marginLevel = (assets: bigint, liabilities: bigint): bigint | null => (liabilities > 0n ? (assets * UNIT) / liabilities : null);

/**
 * Value (USDT units) that may still be borrowed: net equity × (L − 1) − liabilities, at least 0.
 * Net equity = assets − liabilities.
 */
export const borrowableValue = (assets: bigint, liabilities: bigint, leverage: number): bigint => {
  const room = (assets - liabilities) * BigInt(leverage - 1) - liabilities;
  return room > 0n ? room : 0n;
};

/**
 * Value (USDT units) that may leave the account: all of it without debt; else what keeps
 * assets ≥ liabilities × L / (L − 1).
 */
export const withdrawableValue = (assets: bigint, liabilities: bigint, leverage: number): bigint => {
  if (liabilities === 0n) return assets;
  const t = borrowThreshold(leverage);
  const keep = ceilDiv(liabilities * t.num, t.den);
  return assets > keep ? assets - keep : 0n;
};

const ceilDiv = (a: bigint, b: bigint): bigint => (a <= 0n ? a / b : (a + b - 1n) / b);

/** Units of a coin worth `value` USDT units at `price` (USDT units per whole coin), rounded down. */
export const unitsForValue = (value: bigint, price: bigint): bigint => (price > 0n ? (value * UNIT) / price : 0n);

/** USDT units that `units` of a coin are worth at `price`, rounded down (an asset is never overvalued). */
export const valueOfUnits = (units: bigint, price: bigint): bigint => (units * price) / UNIT;

/** USDT units that a debt of `units` is worth at `price`, rounded up (a debt is never undervalued). */
export const debtValueOfUnits = (units: bigint, price: bigint): bigint => ceilDiv(units * price, UNIT);

/** A daily rate such as "0.0002" (0.02 %) as units of 10^-8. */
export const rateUnits = (rate: string): bigint => {
  const m = /^(\d+)(?:\.(\d{1,8}))?$/.exec(rate);
  if (!m) throw new RangeError(`Not a rate: ${rate}`);
  return BigInt(m[1]!) * UNIT + BigInt((m[2] ?? '').padEnd(8, '0'));
};

/** Interest of `hours` hours on `principal` at a daily rate: principal × rate × hours / 24, rounded up. */
export const interestFor = (principal: bigint, dayRate: string, hours: number): bigint =>
  ceilDiv(principal * rateUnits(dayRate) * BigInt(hours), UNIT * 24n);

/** Hours charged from a borrow at `from` to `to` (ms): every started hour, the first at once. */
export const hoursStarted = (from: number, to: number): number => Math.max(1, Math.ceil((to - from) / HOUR_MS));

/** How a repay of `amount` splits: interest first, then principal; what is left over is not taken. */
export const splitRepay = (amount: bigint, interest: bigint, principal: bigint): { interest: bigint; principal: bigint } => {
  const toInterest = amount < interest ? amount : interest;
  const rest = amount - toInterest;
  return { interest: toInterest, principal: rest < principal ? rest : principal };
};

/** The level as a decimal string ("1.5"), or "--" without debt. */
export const levelText = (level: bigint | null): string => {
  if (level === null) return '--';
  const whole = level / UNIT;
  const frac = (level % UNIT).toString().padStart(8, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
};

/** A threshold as a decimal string ("1.3"). */
export const thresholdText = (t: Threshold): string => levelText((t.num * UNIT) / t.den);
