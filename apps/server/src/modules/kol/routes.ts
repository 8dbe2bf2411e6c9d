// KOL programme (issue 27 part 7): apply, and read one's latest application. The terms are content
// (CONTENT_TABLE.kolTerms), read through the content store's own calls; the review is the
// operators' (admin/commands.ts kol-requests, kol-approve, kol-reject).
import type { FastifyInstance } from 'fastify';
import { KOL_PATH, coinBase, kolApplyBody, ok } from '@exchange/contract';
import { kolApplication } from '@exchange/contract/answers/invite';
import type { Db } from '../../db/index.ts';
import { requireCaller } from '../../http/context.ts';
import { parse } from '../../http/validate.ts';
import { applicationRow, applyKol, latestApplication } from './applications.ts';

export const kolRoutes = async (app: FastifyInstance, opts: { db: Db; apiHead: string }) => {
  const base = coinBase(opts.apiHead);
  app.post(`${base}/${KOL_PATH.apply}`, { config: { doc: { summary: 'Apply to the KOL programme with your channels, audience and contact; operators review it', auth: 'member', body: kolApplyBody, answer: kolApplication } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const body = parse(kolApplyBody, request.body);
    return ok(applicationRow(await applyKol(opts.db, memberId, body)), 'Your application has been sent');
  });
  app.get(`${base}/${KOL_PATH.application}`, { config: { doc: { summary: "The member's latest KOL application and its review, or null", auth: 'member', answer: kolApplication.nullable() } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const row = await latestApplication(opts.db, memberId);
    return ok(row ? applicationRow(row) : null);
  });
};
