// The one crossing between the wire's decimal strings and the engine's integers (DESIGN §5): a
// price becomes ticks of 10^-priceScale, an amount lots of 10^-amountScale, a quote total notional
// units of 10^-(priceScale + amountScale) (ticks × lots). The engine keeps these as safe-integer
// numbers; products go through BigInt. Exact integer and string work: nothing is ever rounded.
import type { PairConfig } from '@exchange/contract';
import { BusinessError } from '../http/errors.ts';

/** The part of a pair config the conversions read. */
export type Scaled = Pick<PairConfig, 'base_coin_scale' | 'coin_coin_scale'>;

/** Bad user input: a BusinessError so the envelope shows the message as it is. */
export class ScaleError extends BusinessError {}

// Plain digits with an optional fraction; no sign and no exponent, which no order form sends.
const DECIMAL = /^(\d*)(?:\.(\d*))?$/;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

const parseScaled = (text: string, scale: number, label: string): number => {
  const match = DECIMAL.exec(text.trim());
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) throw new ScaleError(`Invalid ${label.toLowerCase()}`);
  // Trailing zeros add no precision, so "1.50" is a valid price on a one-decimal market.
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > scale) throw new ScaleError(`${label} has too many decimals (max ${scale})`);
  const digits = `${match[1] ?? ''}${fraction.padEnd(scale, '0')}`.replace(/^0+(?=\d)/, '');
  // Beyond 2^53 the engine's numbers would stop being exact (and a 17th digit is always beyond).
  if (digits.length > 16 || BigInt(digits) > MAX_SAFE) throw new ScaleError(`${label} is too large`);
  return Number(digits);
};

const toBigInt = (value: bigint | number): bigint => {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a safe integer: ${value}`);
  return BigInt(value);
};

const POWERS_OF_TEN = Array.from({ length: 16 }, (_, i) => 10 ** i);
/** Below this, n / 10^s and the product back stay exact enough for the arithmetic path. */
const FAST_LIMIT = 2 ** 52;

const formatDigits = (digits: string, scale: number): string => {
  const padded = digits.length <= scale ? digits.padStart(scale + 1, '0') : digits;
  return `${padded.slice(0, padded.length - scale)}.${padded.slice(padded.length - scale)}`;
};

/** An integer count of 10^-scale units as a decimal string with exactly `scale` decimals. */
export const formatScaled = (units: bigint | number, scale: number): string => {
  if (typeof units === 'number' && !Number.isSafeInteger(units)) throw new RangeError(`Not a safe integer: ${units}`);
  if (scale === 0) return String(units);
  const negative = units < 0;
  const magnitude = negative ? -units : units;
  const power = POWERS_OF_TEN[scale];
  let text: string;
  if (typeof magnitude === 'number' && power !== undefined && magnitude < FAST_LIMIT) {
    // Back-fill formats millions of values: whole and fraction by arithmetic is ~3× faster than
    // cutting strings. The float quotient can only be one too high (never low); the remainder
    // check corrects it, and every product here stays below 2^53, so the digits are exact.
    let whole = Math.floor(magnitude / power);
    let fraction = magnitude - whole * power;
    if (fraction < 0) [whole, fraction] = [whole - 1, fraction + power];
    text = `${whole}.${String(power + fraction).slice(1)}`;
  } else text = formatDigits(String(magnitude), scale);
  return negative ? `-${text}` : text;
};

/** Decimals of a notional (ticks × lots): the quote coin at price and amount precision together. */
export const notionalScale = (market: Scaled): number => market.base_coin_scale + market.coin_coin_scale;

export const priceToTicks = (market: Scaled, price: string): number => parseScaled(price, market.base_coin_scale, 'Price');
export const amountToLots = (market: Scaled, amount: string): number => parseScaled(amount, market.coin_coin_scale, 'Amount');
/** A quote-coin total (a market buy's `money`) as notional units, what the engine's `funds` counts. */
export const quoteToNotional = (market: Scaled, total: string): number => parseScaled(total, notionalScale(market), 'Total');

export const ticksToPrice = (market: Scaled, ticks: bigint | number): string => formatScaled(ticks, market.base_coin_scale);
export const lotsToAmount = (market: Scaled, lots: bigint | number): string => formatScaled(lots, market.coin_coin_scale);

/** Price × amount in the quote coin, exact: ticks × lots as BigInt, so it cannot overflow. */
export const notionalToQuote = (market: Scaled, ticks: bigint | number, lots: bigint | number): string =>
  formatScaled(toBigInt(ticks) * toBigInt(lots), notionalScale(market));
