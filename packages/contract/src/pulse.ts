// Pulse on the wire (spec §7 "Binary options", products.md §3): fixed-time up/down contracts paid
// from the pulse wallet (type 9), settled against recorded spot trades. Every call lives under
// PULSE_BASE (/api/mjkj-binary-options) with the usual envelope and Blade-Auth.
//
// The rule anyone can re-check from the trade table: a contract accepted at time A with a duration
// of D seconds expires at E = A + D s. Its entry is the first trade of the symbol's spot market
// with a time after A, its exit the last trade at or before E (both kept by trade id, price and
// time). Up wins only if exit > entry, down only if exit < entry; equal prices refund the stake
// (a tie), and so does a contract whose entry came after E (void: the market did not trade).
// A win credits stake × (1 + payout ratio); a loss takes the stake. Money is in USDT.
import Big from 'big.js';
import { z } from 'zod';
import { inputText, pageFields } from './input.ts';

export const PULSE_COIN = 'USDT';

export { PULSE_PATH } from './paths.ts';

export const PULSE_DIRECTIONS = ['up', 'down'] as const;
export type PulseDirection = (typeof PULSE_DIRECTIONS)[number];

/** win: paid stake × (1 + ratio); lose: the stake is gone; tie: equal prices, stake back; void: no trade in time, stake back. */
export const PULSE_RESULTS = ['win', 'lose', 'tie', 'void'] as const;
export type PulseResult = (typeof PULSE_RESULTS)[number];

export const PULSE_STATUSES = ['open', 'settled'] as const;
export type PulseStatus = (typeof PULSE_STATUSES)[number];

export interface PulseDuration {
  seconds: number;
  /** Profit on a win as a fraction of the stake ("0.85"). */
  payoutRatio: string;
  minStake: string;
  maxStake: string;
}

export interface PulseSymbol {
  symbol: string;
  coin: string;
  avatar: string;
  /** The last trade's price, null before the first. */
  price: string | null;
  /** 1 open for contracts, 0 paused (no recent trade). */
  status: 0 | 1;
  durations: PulseDuration[];
}

export interface PulseWallet {
  coin: string;
  available: string;
  /** Stakes of open contracts. */
  frozen: string;
}

export interface PulseSwapRate {
  /** Spot coin swapped in and out of the pulse wallet. */
  coin: string;
  /** Pulse units per coin. */
  rate: string;
}

export interface PulseSwapResult {
  wallet: PulseWallet;
  /** The spot account's available USDT after the swap. */
  spotAvailable: string;
}

export interface PulseContractRow {
  id: string;
  symbol: string;
  direction: PulseDirection;
  seconds: number;
  amount: string;
  payoutRatio: string;
  /** What a win credits: stake × (1 + ratio). */
  payout: string;
  status: PulseStatus;
  createTime: number;
  expireTime: number;
  entryPrice: string | null;
  entryTime: number | null;
  entryTradeId: string | null;
  exitPrice: string | null;
  exitTime: number | null;
  exitTradeId: string | null;
  result: PulseResult | null;
  /** Signed: payout − stake on a win, −stake on a loss, 0 on a tie or void. */
  profit: string | null;
  settleTime: number | null;
}

export interface PulsePublicTrade {
  id: string;
  /** The member, masked. */
  member: string;
  symbol: string;
  direction: PulseDirection;
  seconds: number;
  amount: string;
  result: PulseResult;
  profit: string;
  settleTime: number;
}

/** The ping's raw answer: code 200, or PULSE_UNAVAILABLE_CODE (1003) when pulse is switched off. */
export interface PulsePing {
  code: number;
  success: boolean;
  data: string | null;
  msg: string;
}

const amountText = z.union([inputText().max(40, 'The amount is too long'), z.number()]).transform(String);

export const pulseEntrustBody = z.object({
  symbol: inputText('Please choose a symbol').min(1, 'Please choose a symbol').max(24, 'Unknown symbol'),
  direction: z.enum(PULSE_DIRECTIONS, { message: "direction must be 'up' or 'down'" }),
  seconds: z
    .union([z.number(), inputText()], { message: 'Unknown duration' })
    .transform((v) => (v === '' ? NaN : Number(v)))
    .transform((n) => (Number.isInteger(n) && n > 0 && n <= 86_400 ? n : 0))
    .pipe(z.number().positive('Unknown duration')),
  amount: amountText,
});
export type PulseEntrustBody = z.input<typeof pulseEntrustBody>;

export const pulseSwapBody = z.object({
  /** in: spot USDT → pulse; out: pulse → spot USDT. */
  direction: z.enum(['in', 'out'], { message: "direction must be 'in' or 'out'" }),
  amount: amountText,
});
export type PulseSwapBody = z.input<typeof pulseSwapBody>;

const blank = (value: unknown) => (value === '' ? undefined : value);
export const pulseListQuery = z.object({
  ...pageFields,
  status: z.preprocess(blank, z.enum(PULSE_STATUSES, { message: "status must be 'open' or 'settled'" }).optional()),
});

export const pulseDetailQuery = z.object({ id: z.union([inputText(), z.number().int()]).transform(String).pipe(z.string().regex(/^\d{1,18}$/, 'Contract not found')) });

/** The result the rule gives for these recorded prices (null entry or entry after expiry: void). */
export const pulseOutcome = (direction: PulseDirection, entry: string | null, exit: string | null, entryAfterExpiry = false): PulseResult => {
  if (entry === null || exit === null || entryAfterExpiry) return 'void';
  const cmp = new Big(exit).cmp(entry);
  if (cmp === 0) return 'tie';
  return (cmp > 0) === (direction === 'up') ? 'win' : 'lose';
};
