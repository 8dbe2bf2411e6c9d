// Invite-rebate calls (contract INVITE_PATH): the member's summary, invitees and rebates; the
// leaderboard is public (accounts masked).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INVITE_PATH, coinBase, invitePageQuery, ok } from '@exchange/contract';
import { inviteePage, inviteSummary, leaderboardRow, rebatePage } from '@exchange/contract/answers/invite';
import { requireCaller } from '../../http/context.ts';
import { parse } from '../../http/validate.ts';
import type { RebateService } from './rebates.ts';

export const rebateRoutes = async (app: FastifyInstance, opts: { rebates: RebateService; apiHead: string }) => {
  const base = coinBase(opts.apiHead);
  const { rebates } = opts;
  app.get(`${base}/${INVITE_PATH.summary}`, { config: { doc: { summary: "The member's invite code, rebate rate, invitee counts and the rebates paid per coin", auth: 'member', answer: inviteSummary } } }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await rebates.summary(memberId));
  });
  app.get(`${base}/${INVITE_PATH.invitees}`, { config: { doc: { summary: "The member's invitees, masked, with whether they have traded and the rebates each brought", auth: 'member', query: invitePageQuery, answer: inviteePage } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const q = parse(invitePageQuery, request.query);
    return ok(await rebates.invitees(memberId, q.current, q.size));
  });
  app.get(`${base}/${INVITE_PATH.rebates}`, { config: { doc: { summary: 'The rebates paid to the member on their invitees\' trading fees, newest first', auth: 'member', query: invitePageQuery, answer: rebatePage } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const q = parse(invitePageQuery, request.query);
    return ok(await rebates.rebates(memberId, q.current, q.size));
  });
  app.get(`${base}/${INVITE_PATH.leaderboard}`, { config: { doc: { summary: 'The ten inviters with the most invitees, masked, with their USDT rebates', answer: z.array(leaderboardRow) } } }, async () => ok(await rebates.leaderboard()));
};
