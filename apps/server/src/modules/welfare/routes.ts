// Rewards calls (contract WELFARE_PATH): points and tasks, redeeming points, the lucky draw and
// its public feed of wins, newcomer tasks, the member's fee-deduction coupons. Every call but the
// feed is the caller's own.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { coinBase, inputText, ok, pageQuery, type Page } from '@exchange/contract';
import { WELFARE_PATH, type PointsLogRow } from '@exchange/contract/welfare';
import { drawInfo, drawRow, drawWinRow, feeCouponRow, newcomerInfo, pointsLogRow, pointsSummary, redeemResult } from '@exchange/contract/answers/welfare';
import { pageOf } from '@exchange/contract/answers/common';
import { requireCaller } from '../../http/context.ts';
import { parse } from '../../http/validate.ts';
import type { WelfareService } from './service.ts';

const codeBody = z.object({ code: inputText('Unknown task').min(1, 'Please choose a task').max(40, 'Unknown task') });
const redeemBody = z.object({
  reward: z.enum(['draw', 'coupon', 'fee_coupon'], { message: 'reward must be draw, coupon or fee_coupon' }),
  count: z.union([z.number(), inputText().max(6, 'Buy 1 to 10 draws at a time')]).transform(Number).optional(),
});
const taskAnswer = pointsSummary.shape.tasks.element;
const newcomerAnswer = newcomerInfo.shape.tasks.element;

export const welfareRoutes = async (app: FastifyInstance, opts: { welfare: WelfareService; apiHead: string }) => {
  const base = coinBase(opts.apiHead);
  const { welfare } = opts;
  const member = (summary: string, answer: z.ZodType, extra: object = {}) => ({ config: { doc: { summary, auth: 'member' as const, answer, ...extra } } });
  const writes = { max: 30, timeWindow: 60_000 };

  app.get(`${base}/${WELFARE_PATH.points}`, member("The member's points and tasks", pointsSummary), async (request) => ok(await welfare.summary(requireCaller(request).memberId)));

  app.get(`${base}/${WELFARE_PATH.pointsLog}`, member("The member's points history, newest first", pageOf(pointsLogRow), { query: pageQuery }), async (request) => {
    const { memberId } = requireCaller(request);
    const q = parse(pageQuery, request.query);
    const { records, total } = await welfare.pointsLog(memberId, q);
    const page: Page<PointsLogRow> = { records, total, size: q.size, current: q.current, pages: Math.ceil(total / q.size) };
    return ok(page);
  });

  app.post(`${base}/${WELFARE_PATH.claimTask}`, { config: { rateLimit: writes, doc: { summary: "Credit a task's points (checked against the member's records; once)", auth: 'member', body: codeBody, answer: taskAnswer } } }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await welfare.claimTask(memberId, parse(codeBody, request.body).code), 'Points credited');
  });

  app.post(`${base}/${WELFARE_PATH.redeem}`, { config: { rateLimit: writes, doc: { summary: 'Spend points on draw chances, a trial-fund coupon or a spot fee-deduction coupon', auth: 'member', body: redeemBody, answer: redeemResult } } }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await welfare.redeem(memberId, parse(redeemBody, request.body)), 'Redeemed');
  });

  app.get(`${base}/${WELFARE_PATH.draw}`, member("The member's draw chances, the published odds and the prize budget", drawInfo), async (request) => ok(await welfare.drawInfo(requireCaller(request).memberId)));

  app.post(`${base}/${WELFARE_PATH.play}`, { config: { rateLimit: writes, doc: { summary: 'Use one draw chance; the prize goes to the spot account', auth: 'member', answer: drawRow } } }, async (request) => ok(await welfare.play(requireCaller(request).memberId)));

  app.get(`${base}/${WELFARE_PATH.myDraws}`, member("The member's last 50 draws", z.array(drawRow)), async (request) => ok(await welfare.myDraws(requireCaller(request).memberId)));

  app.get(`${base}/${WELFARE_PATH.wins}`, { config: { doc: { summary: 'The latest wins of the lucky draw (accounts masked)', auth: 'optional', answer: z.array(drawWinRow) } } }, async () => ok(await welfare.wins()));

  app.get(`${base}/${WELFARE_PATH.feeCoupons}`, member("The member's spot fee-deduction coupons with what is left of each, newest first", z.array(feeCouponRow)), async (request) =>
    ok(await welfare.feeCouponList(requireCaller(request).memberId)),
  );

  app.get(`${base}/${WELFARE_PATH.newcomers}`, member("The member's newcomer tasks and when they close", newcomerInfo), async (request) => ok(await welfare.newcomers(requireCaller(request).memberId)));

  app.post(`${base}/${WELFARE_PATH.claimNewcomer}`, { config: { rateLimit: writes, doc: { summary: "Claim a newcomer task's trial-fund coupon (once, within the first days)", auth: 'member', body: codeBody, answer: newcomerAnswer } } }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await welfare.claimNewcomer(memberId, parse(codeBody, request.body).code), 'Coupon granted');
  });
};
