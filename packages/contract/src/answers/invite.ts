// Answers of invite-rebate (invite.ts), KOL (kol.ts) and channel verification (verification.ts).
import { z } from 'zod';
import type { CoinAmount } from '../account.ts';
import type { InviteSummary, InviteeStatusRow, LeaderboardRow, RebateRow } from '../invite.ts';
import type { KolApplication } from '../kol.ts';
import { CHANNEL_KINDS, type ChannelCheck } from '../verification.ts';
import { exactly } from './exact.ts';
import { decimal, epochMs, pageOf } from './common.ts';

const coinAmount = exactly<CoinAmount>()(z.object({ coin: z.string(), amount: decimal }));

export const inviteSummary = exactly<InviteSummary>()(
  z.object({ invite_code: z.string(), rate: decimal, kol: z.boolean(), invitees: z.number().int(), traded: z.number().int(), rebates: z.array(coinAmount) }),
);

const inviteeStatusRow = exactly<InviteeStatusRow>()(
  z.object({ uid: z.string(), account: z.string(), create_time: epochMs, status: z.enum(['registered', 'traded']), rebates: z.array(coinAmount) }),
);
export const inviteePage = pageOf(inviteeStatusRow);

const rebateRow = exactly<RebateRow>()(z.object({ id: z.string(), invitee: z.string(), coin: z.string(), fee: decimal, rate: decimal, amount: decimal, create_time: epochMs }));
export const rebatePage = pageOf(rebateRow);

export const leaderboardRow = exactly<LeaderboardRow>()(z.object({ rank: z.number().int(), account: z.string(), invitees: z.number().int(), rebate_usdt: decimal }));

export const kolApplication = exactly<KolApplication>()(
  z.object({
    id: z.string(),
    channels: z.string(),
    audience: z.string(),
    contact: z.string(),
    status: z.enum(['0', '1', '2']),
    reason: z.string(),
    rate: z.string(),
    create_time: epochMs,
    review_time: epochMs,
  }),
);

export const channelCheck = exactly<ChannelCheck>()(z.object({ kind: z.enum(CHANNEL_KINDS), value: z.string(), official: z.boolean(), note: z.string() }));
