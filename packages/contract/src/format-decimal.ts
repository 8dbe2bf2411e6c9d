// The one place a wire value becomes a Big, so every formatter accepts and rejects the same inputs
// and none of them throws on bad data from the wire: they show INVALID_NUMBER instead.
import Big from 'big.js';

/** What a formatter shows for a value it cannot read. */
export const INVALID_NUMBER = '--';

// No screen shows more digits; the cap also keeps a bad argument from building a huge string.
const MAX_SCALE = 100;

export const isScale = (scale: number): boolean => Number.isInteger(scale) && scale >= 0 && scale <= MAX_SCALE;

export const toBig = (value: string | number): Big | null => {
  // A JS number is taken at its shortest string form, never through float arithmetic.
  const text = typeof value === 'number' ? String(value) : value;
  try {
    return new Big(text);
  } catch {
    return null;
  }
};

// big.js keeps the sign of a value that rounds to zero ("-0.00"), which no one wants to read.
export const withoutNegativeZero = (text: string): string => (/^-0(\.0*)?$/.test(text) ? text.slice(1) : text);

export const fixed = (value: Big, scale: number, rounding: Big.RoundingMode): string =>
  withoutNegativeZero(value.toFixed(scale, rounding));
