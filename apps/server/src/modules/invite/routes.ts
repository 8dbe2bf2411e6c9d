// The agent's invitee list (GET member/getInviteList?current&size).
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATH, coinBase, ok } from '@exchange/contract';
import { requireCaller } from '../../http/context.ts';
import type { InviteService } from './service.ts';

const pageNumber = (value: unknown, fallback: number) => (value === undefined || value === '' ? fallback : Number(value));

export const inviteRoutes = async (app: FastifyInstance, opts: { invites: InviteService; apiHead: string }) => {
  const base = coinBase(opts.apiHead);
  app.get(`${base}/${ACCOUNT_PATH.inviteList}`, async (request) => {
    const { memberId } = requireCaller(request);
    const q = request.query as Record<string, unknown>;
    return ok(await opts.invites.list(memberId, pageNumber(q.current, 1), pageNumber(q.size, 10)));
  });
};
