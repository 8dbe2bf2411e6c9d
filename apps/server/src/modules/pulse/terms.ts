// What a contract may be: the configured durations with their payout, the stake range, and the
// figures of one contract in ledger units (computed once here, shown by the web as sent).
import { PULSE_COIN, type PulseDuration } from '@exchange/contract';
import type { PulseConfig } from '../../config.ts';
import { BusinessError } from '../../http/errors.ts';
import { toUnits, trimUnits } from '../../ledger/index.ts';
import { amountOf } from '../assets/checks.ts';

const BP = 10_000n;

export interface PulseTerms {
  durations: ReadonlyArray<{ seconds: number; ratioBp: number }>;
  minStake: bigint;
  maxStake: bigint;
}

export const termsOf = (config: PulseConfig): PulseTerms => ({ durations: config.durations, minStake: toUnits(config.minStake), maxStake: toUnits(config.maxStake) });

/** "0.85" from 8500 basis points. */
export const ratioText = (ratioBp: number): string => trimUnits((BigInt(ratioBp) * 10n ** 8n) / BP);

export const durationRows = (terms: PulseTerms): PulseDuration[] =>
  terms.durations.map((d) => ({ seconds: d.seconds, payoutRatio: ratioText(d.ratioBp), minStake: trimUnits(terms.minStake), maxStake: trimUnits(terms.maxStake) }));

export const durationOf = (terms: PulseTerms, seconds: number): { seconds: number; ratioBp: number } => {
  const found = terms.durations.find((d) => d.seconds === seconds);
  if (!found) throw new BusinessError(`Unknown duration: choose ${terms.durations.map((d) => `${d.seconds} s`).join(', ')}`);
  return found;
};

/** The stake in ledger units, within the range. */
export const stakeOf = (terms: PulseTerms, amount: string): bigint => {
  const stake = amountOf(amount, 8);
  if (stake < terms.minStake || stake > terms.maxStake)
    throw new BusinessError(`The stake must be between ${trimUnits(terms.minStake)} and ${trimUnits(terms.maxStake)} ${PULSE_COIN}`);
  return stake;
};

/** The profit of a win, rounded down to a ledger unit (never more than the ratio promises). */
export const profitIfWin = (stake: bigint, ratioBp: number): bigint => (stake * BigInt(ratioBp)) / BP;
