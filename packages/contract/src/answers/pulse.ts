// Answers of the pulse calls (contract pulse.ts), for the API document and the server's tests.
import { z } from 'zod';
import { PULSE_DIRECTIONS, PULSE_RESULTS, PULSE_STATUSES, type PulseContractRow, type PulseDuration, type PulsePing, type PulsePublicTrade, type PulseSwapRate, type PulseSwapResult, type PulseSymbol, type PulseWallet } from '../pulse.ts';
import { exactly } from './exact.ts';
import { decimal, epochMs, pageOf } from './common.ts';

const duration = exactly<PulseDuration>()(z.object({ seconds: z.number().int(), payoutRatio: decimal, minStake: decimal, maxStake: decimal }));

export const pulseSymbol = exactly<PulseSymbol>()(
  z.object({ symbol: z.string(), coin: z.string(), avatar: z.string(), price: decimal.nullable(), status: z.union([z.literal(0), z.literal(1)]), durations: z.array(duration) }),
);

export const pulseWallet = exactly<PulseWallet>()(z.object({ coin: z.string(), available: decimal, frozen: decimal }));
export const pulseSwapRate = exactly<PulseSwapRate>()(z.object({ coin: z.string(), rate: decimal }));
export const pulseSwapResult = exactly<PulseSwapResult>()(z.object({ wallet: pulseWallet, spotAvailable: decimal }));

export const pulseContractRow = exactly<PulseContractRow>()(
  z.object({
    id: z.string(),
    symbol: z.string(),
    direction: z.enum(PULSE_DIRECTIONS),
    seconds: z.number().int(),
    amount: decimal,
    payoutRatio: decimal,
    payout: decimal,
    status: z.enum(PULSE_STATUSES),
    createTime: epochMs,
    expireTime: epochMs,
    entryPrice: decimal.nullable(),
    entryTime: epochMs.nullable(),
    entryTradeId: z.string().nullable(),
    exitPrice: decimal.nullable(),
    exitTime: epochMs.nullable(),
    exitTradeId: z.string().nullable(),
    result: z.enum(PULSE_RESULTS).nullable(),
    profit: decimal.nullable(),
    settleTime: epochMs.nullable(),
  }),
);
export const pulseContractPage = pageOf(pulseContractRow);

export const pulsePublicTrade = exactly<PulsePublicTrade>()(
  z.object({
    id: z.string(),
    member: z.string(),
    symbol: z.string(),
    direction: z.enum(PULSE_DIRECTIONS),
    seconds: z.number().int(),
    amount: decimal,
    result: z.enum(PULSE_RESULTS),
    profit: decimal,
    settleTime: epochMs,
  }),
);

export const pulsePing = exactly<PulsePing>()(z.object({ code: z.number().int(), success: z.boolean(), data: z.string().nullable(), msg: z.string() }));
