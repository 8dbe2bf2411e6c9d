// Security settings. Only the trade password so far (the wallet needs it); binding Google 2FA,
// phone, e-mail and the anti-phishing code join here with the security issue.
import type { FastifyInstance } from 'fastify';
import { WALLET_PATH, coinBase, ok } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { requireCaller } from '../../http/context.ts';
import { setTradePassword } from './tradePassword.ts';

export const securityRoutes = async (app: FastifyInstance, opts: { db: Db; apiHead: string; rateLimitPerMinute: number }) => {
  const base = coinBase(opts.apiHead);
  // Guesses at the login password through this form are limited like logins.
  const limited = { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: 60_000 } };

  app.post(`${base}/${WALLET_PATH.tradePassword}`, { config: limited }, async (request) => {
    await setTradePassword(opts.db, requireCaller(request).memberId, request.body);
    return ok(null, 'The trade password has been set');
  });
};
