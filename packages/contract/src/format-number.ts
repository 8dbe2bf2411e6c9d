// Display of decimal strings (spec §9, DESIGN §5): fixed scales, trailing zeros, percentages and the
// M/B/T shortening. All arithmetic is big.js on the wire's strings, never JS floating point.
import Big from 'big.js';
import { DEFAULT_SCALE } from './constants.ts';
import { INVALID_NUMBER, fixed, isScale, toBig, withoutNegativeZero } from './format-decimal.ts';

/** Truncates toward zero, so a balance is never shown larger than it is. */
export const toFixedDown = (value: string, scale: number): string => {
  const amount = toBig(value);
  return amount && isScale(scale) ? fixed(amount, scale, Big.roundDown) : INVALID_NUMBER;
};

export const formatAmount = (value: string, scale: number = DEFAULT_SCALE): string => {
  const amount = toBig(value);
  return amount && isScale(scale) ? fixed(amount, scale, Big.roundHalfUp) : INVALID_NUMBER;
};

export const stripZeros = (value: string): string => {
  const amount = toBig(value);
  return amount ? withoutNegativeZero(amount.toFixed()) : INVALID_NUMBER;
};

/** `zdf` is already in percent (1.23 means 1.23 %), as the market rows carry it. */
export const percent = (zdf: string): string => {
  const change = toBig(zdf);
  if (!change) return INVALID_NUMBER;
  const text = fixed(change, 2, Big.roundHalfUp);
  const sign = text.startsWith('-') || new Big(text).eq(0) ? '' : '+';
  return `${sign}${text}%`;
};

// Multiplying by the reciprocal is exact in big.js, where dividing would round at Big.DP first.
const UNITS = [
  { from: new Big(0), factor: new Big(1), suffix: '' },
  { from: new Big('1e6'), factor: new Big('1e-6'), suffix: 'M' },
  { from: new Big('1e9'), factor: new Big('1e-9'), suffix: 'B' },
  { from: new Big('1e12'), factor: new Big('1e-12'), suffix: 'T' },
] as const;

export const shortenNumber = (value: string | number, decimals = 2): string => {
  const amount = toBig(value);
  if (!amount || !isScale(decimals)) return INVALID_NUMBER;
  const size = amount.abs();
  let unit = UNITS.findLastIndex((candidate) => size.gte(candidate.from));
  let digits = size.times(UNITS[unit]!.factor).round(decimals, Big.roundHalfUp);
  // Rounding can carry into the next unit (999999.999 → 1000000.00): show that as 1.00M instead.
  const next = UNITS[unit + 1];
  if (next && digits.gte(next.from.times(UNITS[unit]!.factor))) {
    unit += 1;
    digits = size.times(next.factor).round(decimals, Big.roundHalfUp);
  }
  const sign = amount.lt(0) && !digits.eq(0) ? '-' : '';
  return `${sign}${digits.toFixed(decimals)}${UNITS[unit]!.suffix}`;
};
