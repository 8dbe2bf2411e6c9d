// The member's profile, login log and devices.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COIN, coinBase, ok } from '@exchange/contract';
import { requireCaller } from '../../http/context.ts';
import { parse } from '../../http/validate.ts';
import type { MemberService } from './service.ts';

const pageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

const renameBody = z.object({ id: z.string().regex(/^\d+$/, 'Unknown device'), deviceName: z.string().trim().min(1, 'Please enter a name').max(40) });

export const memberRoutes = async (app: FastifyInstance, opts: { members: MemberService; apiHead: string }) => {
  const base = coinBase(opts.apiHead);
  const { members } = opts;

  app.get(`${base}/${COIN.memberInfo}`, async (request) => ok(await members.info(requireCaller(request).memberId)));

  app.get(`${base}/${COIN.loginLog}`, async (request) => {
    const { memberId } = requireCaller(request);
    const q = parse(pageQuery, request.query);
    return ok(await members.loginLog(memberId, q.current, q.size));
  });

  app.get(`${base}/${COIN.loginDevice}`, async (request) => ok(await members.devices(requireCaller(request).memberId)));

  app.post(`${base}/member/deleteDevice/:id`, async (request) => {
    const { memberId } = requireCaller(request);
    await members.deleteDevice(memberId, (request.params as { id: string }).id);
    return ok(null, 'The device has been removed');
  });

  app.post(`${base}/${COIN.updateDevice}`, async (request) => {
    const { memberId } = requireCaller(request);
    const body = parse(renameBody, request.body);
    await members.renameDevice(memberId, body.id, body.deviceName);
    return ok(null);
  });
};
