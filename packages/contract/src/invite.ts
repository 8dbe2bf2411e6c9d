// Invite-rebate (spec §2 /invite_rebate/index and /invite_rebate_new/index, issue 27 part 6): the
// member's invite code, the invitees (masked) and the rebates the exchange has paid on their
// trading fees — a share (the member's rate) of each fee, settled from the fees account through
// the ledger. Paths are relative to coinBase(head).
import { z } from 'zod';
import type { CoinAmount } from './account.ts';
import type { Page } from './envelope.ts';
import { pageFields } from './input.ts';

export const INVITE_PATH = {
  /** GET → InviteSummary. */
  summary: 'invite/summary',
  /** GET ?current&size → Page<InviteeStatusRow>. */
  invitees: 'invite/invitees',
  /** GET ?current&size → Page<RebateRow>: the rebates paid to the member. */
  rebates: 'invite/rebates',
  /** GET → LeaderboardRow[] (public): inviters ranked by invitees, masked. */
  leaderboard: 'invite/leaderboard',
} as const;

/** The query parameter an invite link carries (spec §2: remembered for the session). */
export const INVITE_LINK_PARAM = 'invite_code';

export interface InviteSummary {
  invite_code: string;
  /** The member's rebate rate: a fraction of each invitee fee ("0.2" is 20 %). */
  rate: string;
  /** Whether the rate is the member's own (an approved KOL's) rather than the default. */
  kol: boolean;
  invitees: number;
  /** Invitees who have paid a trading fee. */
  traded: number;
  /** Rebates paid so far, per coin. */
  rebates: CoinAmount[];
}

/** registered: no trade yet; traded: has paid trading fees. */
export type InviteeStatus = 'registered' | 'traded';

export interface InviteeStatusRow {
  uid: string;
  /** Masked e-mail or phone (spec §9). */
  account: string;
  create_time: number;
  status: InviteeStatus;
  /** Rebates this invitee has brought, per coin. */
  rebates: CoinAmount[];
}

export interface RebateRow {
  id: string;
  /** The invitee's masked account. */
  invitee: string;
  coin: string;
  /** The fees it was paid on. */
  fee: string;
  rate: string;
  amount: string;
  create_time: number;
}

export interface LeaderboardRow {
  rank: number;
  account: string;
  invitees: number;
  /** Rebates paid in USDT (other coins are not ranked). */
  rebate_usdt: string;
}

export type InviteePage = Page<InviteeStatusRow>;
export type RebatePage = Page<RebateRow>;

export const invitePageQuery = z.object(pageFields);
