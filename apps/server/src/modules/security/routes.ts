// Security settings of the account centre (spec §2 /account/center/security): Google 2FA, phone
// and e-mail binding with the current-account check, the anti-phishing code and the trade
// password. Every call that checks a password or a code is rate limited per IP like the logins.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_PATH, accountBindingBody, accountVerificationBody, antiCodeBody, coinBase, ok } from '@exchange/contract';
import { accountTicket, googleSecret } from '@exchange/contract/answers/account';
import type { Db } from '../../db/index.ts';
import { requireCaller } from '../../http/context.ts';
import { createCodes } from '../auth/codes.ts';
import type { Outbox } from '../outbox/service.ts';
import { setAntiCode } from './antiCode.ts';
import { bindAccount } from './binding.ts';
import { createGoogle } from './google.ts';
import { createNotify } from './notify.ts';
import { issueTicket } from './tickets.ts';
import { setTradePassword, tradePasswordBody } from './tradePassword.ts';

export interface SecurityRouteOptions {
  db: Db;
  outbox: Outbox;
  apiHead: string;
  /** The issuer an authenticator app shows beside the code. */
  brand: string;
  rateLimitPerMinute: number;
}

export const securityRoutes = async (app: FastifyInstance, opts: SecurityRouteOptions) => {
  const { db } = opts;
  const base = coinBase(opts.apiHead);
  const codes = createCodes(db);
  const notify = createNotify(opts.outbox);
  const google = createGoogle(db, opts.brand, notify);
  const rateLimit = { max: opts.rateLimitPerMinute, timeWindow: 60_000 };

  const secretDoc = { summary: 'A secret to bind Google 2FA with: x 1 makes a fresh one, 2 answers the one waiting', auth: 'member', answer: googleSecret } as const;
  app.get(`${base}/member/getGoogleVerification/:x`, { config: { doc: secretDoc } }, async (request) => {
    const { x } = request.params as { x: string };
    return ok(await google.secret(requireCaller(request).memberId, x));
  });

  // The path's {y} is optional: the spec's default is 2 (reset).
  const bindOrReset = async (memberId: string, code: string, y: string) => {
    const done = await google.bindOrReset(memberId, code, y);
    return ok(null, done === 'bound' ? 'Google verification is bound' : 'Google verification has been reset');
  };
  const bindDoc = { summary: 'Bind Google 2FA (y 1, code from the waiting secret) or reset it (y 2, the default)', auth: 'member', answer: z.null() } as const;
  app.get(`${base}/member/googleVerificationBindingOrReset/:code/:y`, { config: { rateLimit, doc: bindDoc } }, async (request) => {
    const { code, y } = request.params as { code: string; y: string };
    return bindOrReset(requireCaller(request).memberId, code, y);
  });
  app.get(`${base}/member/googleVerificationBindingOrReset/:code`, { config: { rateLimit, doc: bindDoc } }, async (request) => {
    const { code } = request.params as { code: string };
    return bindOrReset(requireCaller(request).memberId, code, '2');
  });

  const ticketDoc = { summary: "Prove control of the member's own e-mail or phone with a verify code: a ticket for a change", auth: 'member', body: accountVerificationBody, answer: accountTicket } as const;
  app.post(`${base}/${ACCOUNT_PATH.accountVerification}`, { config: { rateLimit, doc: ticketDoc } }, async (request) =>
    ok(await issueTicket(db, codes, requireCaller(request).memberId, request.body), 'Your account is verified'),
  );

  app.post(`${base}/${ACCOUNT_PATH.accountVerificationBinding}`, { config: { rateLimit, doc: { summary: 'Bind or change the e-mail or phone', auth: 'member', body: accountBindingBody, answer: z.null() } } }, async (request) => {
    await bindAccount(db, codes, notify, requireCaller(request).memberId, request.body);
    return ok(null, 'The account has been bound');
  });

  app.post(`${base}/${ACCOUNT_PATH.antiCode}`, { config: { rateLimit, doc: { summary: 'Set the anti-phishing code', auth: 'member', body: antiCodeBody, answer: z.null() } } }, async (request) => {
    await setAntiCode(db, notify, requireCaller(request).memberId, request.body);
    return ok(null, 'The anti-phishing code has been set');
  });

  app.post(`${base}/${ACCOUNT_PATH.tradePassword}`, { config: { rateLimit, doc: { summary: 'Set or change the trade password', auth: 'member', body: tradePasswordBody, answer: z.null() } } }, async (request) => {
    const done = await setTradePassword(db, codes, requireCaller(request).memberId, request.body);
    return ok(null, done === 'set' ? 'The trade password has been set' : 'The trade password has been changed');
  });
};
