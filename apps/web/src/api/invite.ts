// Invite-rebate, KOL and channel-check calls (contract invite.ts, kol.ts, verification.ts).
import { INVITE_PATH, type InviteePage, type InviteSummary, type LeaderboardRow, type RebatePage } from '@exchange/contract/invite';
import { KOL_PATH, type KolApplication, type KolApplyBody } from '@exchange/contract/kol';
import { VERIFICATION_PATH, type ChannelCheck, type ChannelKind } from '@exchange/contract/verification';
import { coinUrl, request } from './transport.ts';

export const getInviteSummary = (): Promise<InviteSummary> => request({ url: coinUrl(INVITE_PATH.summary) });

export const getInvitees = (current: number, size: number): Promise<InviteePage> => request({ url: coinUrl(INVITE_PATH.invitees), params: { current, size } });

export const getRebates = (current: number, size: number): Promise<RebatePage> => request({ url: coinUrl(INVITE_PATH.rebates), params: { current, size } });

export const getLeaderboard = (): Promise<LeaderboardRow[]> => request({ url: coinUrl(INVITE_PATH.leaderboard) });

export const getKolApplication = (): Promise<KolApplication | null> => request({ url: coinUrl(KOL_PATH.application) });

export const applyKol = (body: KolApplyBody): Promise<KolApplication> => request({ url: coinUrl(KOL_PATH.apply), method: 'POST', data: body });

export const checkChannel = (kind: ChannelKind, value: string): Promise<ChannelCheck> => request({ url: coinUrl(VERIFICATION_PATH.check), params: { kind, value } });
