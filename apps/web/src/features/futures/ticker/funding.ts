// Funding as the ticker shows it (products.md §1.7): the rate in percent, the time left to the next
// funding, and who pays whom from the member's side of it, so nobody has to work out what a sign
// means ("you pay" / "you receive"). A positive rate: longs pay shorts.
import Big from 'big.js';

export type FundingFlow = 'pay' | 'receive' | 'none';

const read = (value: string): Big | null => {
  try {
    return value.trim() === '' ? null : new Big(value);
  } catch {
    return null;
  }
};

/** What a holder of `side` does at the next funding at `rate`; 'none' without a position or a rate. */
export const fundingFlow = (rate: string, side: 'long' | 'short' | null): FundingFlow => {
  const value = read(rate);
  if (!value || value.eq(0) || !side) return 'none';
  return value.gt(0) === (side === 'long') ? 'pay' : 'receive';
};

/** Which side pays at `rate`: 'long' (rate > 0), 'short' (rate < 0), or null. */
export const payingSide = (rate: string): 'long' | 'short' | null => {
  const value = read(rate);
  if (!value || value.eq(0)) return null;
  return value.gt(0) ? 'long' : 'short';
};

/** A rate fraction in percent at 4 decimals ("0.0001" → "0.0100%"); "--" when unreadable. */
export const ratePercent = (rate: string): string => {
  const value = read(rate);
  return value ? `${value.times(100).toFixed(4)}%` : '--';
};

const two = (n: number) => String(n).padStart(2, '0');

/** Time left as hh:mm:ss (never negative). */
export const countdown = (msLeft: number): string => {
  const seconds = Math.max(0, Math.floor(msLeft / 1000));
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
};
