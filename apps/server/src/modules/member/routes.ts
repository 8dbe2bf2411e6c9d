// The member's profile, login log and devices.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COIN, coinBase, inputText, ok, pageQuery } from '@exchange/contract';
import { loginDeviceRow, loginLogPage, memberInfo } from '@exchange/contract/answers/member';
import { requireCaller } from '../../http/context.ts';
import { parse } from '../../http/validate.ts';
import type { MemberService } from './service.ts';

const renameBody = z.object({ id: z.string().regex(/^\d+$/, 'Unknown device'), deviceName: inputText().trim().min(1, 'Please enter a name').max(40) });

export const memberRoutes = async (app: FastifyInstance, opts: { members: MemberService; apiHead: string }) => {
  const base = coinBase(opts.apiHead);
  const { members } = opts;

  app.get(`${base}/${COIN.memberInfo}`, { config: { doc: { summary: "The member's profile", auth: 'member', answer: memberInfo } } }, async (request) => ok(await members.info(requireCaller(request).memberId)));

  app.get(`${base}/${COIN.loginLog}`, { config: { doc: { summary: 'Logins to the account, newest first', auth: 'member', query: pageQuery, answer: loginLogPage } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const q = parse(pageQuery, request.query);
    return ok(await members.loginLog(memberId, q.current, q.size));
  });

  app.get(`${base}/${COIN.loginDevice}`, { config: { doc: { summary: 'Devices that logged in to the account', auth: 'member', answer: z.array(loginDeviceRow) } } }, async (request) => ok(await members.devices(requireCaller(request).memberId)));

  app.post(`${base}/member/deleteDevice/:id`, { config: { doc: { summary: 'Forget a device from the list', auth: 'member', answer: z.null() } } }, async (request) => {
    const { memberId } = requireCaller(request);
    await members.deleteDevice(memberId, (request.params as { id: string }).id);
    return ok(null, 'The device has been removed');
  });

  app.post(`${base}/${COIN.updateDevice}`, { config: { doc: { summary: 'Rename a device', auth: 'member', body: renameBody, answer: z.null() } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const body = parse(renameBody, request.body);
    await members.renameDevice(memberId, body.id, body.deviceName);
    return ok(null);
  });
};
