// The agent's invitee list (GET member/getInviteList?current&size).
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATH, coinBase, ok, pageQuery } from '@exchange/contract';
import { inviteList } from '@exchange/contract/answers/account';
import { requireCaller } from '../../http/context.ts';
import { parse } from '../../http/validate.ts';
import type { InviteService } from './service.ts';

export const inviteRoutes = async (app: FastifyInstance, opts: { invites: InviteService; apiHead: string }) => {
  const base = coinBase(opts.apiHead);
  const doc = { summary: "The members who registered with the member's invite code, and the commission on their fees", auth: 'member', query: pageQuery, answer: inviteList } as const;
  app.get(`${base}/${ACCOUNT_PATH.inviteList}`, { config: { doc } }, async (request) => {
    const { memberId } = requireCaller(request);
    const q = parse(pageQuery, request.query);
    return ok(await opts.invites.list(memberId, q.current, q.size));
  });
};
