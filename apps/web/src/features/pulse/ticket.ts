// The ticket's pure part: the stake typed, checked against the duration's range and the wallet, and
// the payout of a win as the duration's ratio promises it (the server rounds down to 8 decimals, as
// here; the contract's row then carries the figure the server fixed).
import Big from 'big.js';
import type { PulseDuration } from '@exchange/contract/pulse';

export type StakeProblem = 'empty' | 'invalid' | 'below' | 'above' | 'balance' | null;

const DECIMAL = /^\d{1,12}(\.\d{1,8})?$/;

export const stakeProblem = (text: string, duration: PulseDuration | undefined, available: string | undefined): StakeProblem => {
  if (text.trim() === '') return 'empty';
  if (!DECIMAL.test(text.trim())) return 'invalid';
  const stake = new Big(text.trim());
  if (!duration) return null;
  if (stake.lt(duration.minStake)) return 'below';
  if (stake.gt(duration.maxStake)) return 'above';
  if (available !== undefined && stake.gt(available)) return 'balance';
  return null;
};

/** stake × (1 + ratio), 8 decimals rounded down, trailing zeros trimmed. */
export const payoutOf = (text: string, duration: PulseDuration | undefined): string | null => {
  if (!duration || !DECIMAL.test(text.trim())) return null;
  const stake = new Big(text.trim());
  return stake.plus(stake.times(duration.payoutRatio).round(8, Big.roundDown)).toFixed(8).replace(/\.?0+$/, '');
};

/** Quick stakes: a few round amounts inside the range. */
export const quickStakes = (duration: PulseDuration | undefined): string[] =>
  duration ? ['10', '50', '100', '500'].filter((v) => new Big(v).gte(duration.minStake) && new Big(v).lte(duration.maxStake)) : [];

export const percentOf = (ratio: string): string => new Big(ratio).times(100).toString();
