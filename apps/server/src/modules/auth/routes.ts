// Auth calls: the token call (flat answer, §4), register, codes, reset and update-password.
// All of them are rate limited per IP; the token call also locks an account after repeated
// wrong passwords (service).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUTH_TOKEN_PATH,
  COIN,
  UPDATE_PASSWORD_PATH,
  coinBase,
  ok,
  registerBody,
  resetPasswordBody,
  sendEmailQuery,
  sendSmsQuery,
  tokenQuery,
  updatePasswordQuery,
} from '@exchange/contract';
import { clientIp, requireCaller } from '../../http/context.ts';
import { TokenCallError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import type { AuthService } from './service.ts';
import { codeTarget } from './service.ts';

export interface AuthRouteOptions {
  auth: AuthService;
  apiHead: string;
  clientId: string;
  clientSecret: string;
  rateLimitPerMinute: number;
}

const basicClient = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  const match = /^Basic\s+(.+)$/i.exec(header);
  if (!match?.[1]) return null;
  const [id, ...rest] = Buffer.from(match[1], 'base64').toString('utf8').split(':');
  return { id, secret: rest.join(':') };
};

export const authRoutes = async (app: FastifyInstance, opts: AuthRouteOptions) => {
  const { auth } = opts;
  const base = coinBase(opts.apiHead);
  const limited = { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: 60_000 } };

  app.post(AUTH_TOKEN_PATH, { config: limited }, async (request) => {
    const client = basicClient(request);
    if (!client || client.id !== opts.clientId || client.secret !== opts.clientSecret)
      throw new TokenCallError('Unknown client: the Authorization header is missing or wrong', 401);
    const q = tokenQuery.safeParse(request.query);
    if (!q.success) throw new TokenCallError('Invalid token request');
    const deviceId = q.data.deviceId || 'unknown';
    if (q.data.grant_type === 'refresh_token') return auth.refreshGrant(q.data.refresh_token ?? '');
    return auth.passwordGrant({
      username: q.data.username ?? '',
      password: q.data.password ?? '',
      deviceId,
      ip: clientIp(request),
      userAgent: request.headers['user-agent'] ?? '',
      code: q.data.code,
      codeType: q.data.codeType,
    });
  });

  app.post(`${base}/${COIN.register}`, { config: limited }, async (request) => {
    await auth.register(parse(registerBody, request.body));
    return ok(null, 'Registration successful');
  });

  app.get(`${base}/${COIN.sendEmail}`, { config: limited }, async (request) => {
    const q = parse(sendEmailQuery, request.query);
    await auth.sendCode('email', codeTarget('email', q.email), q.purpose, q.email, request.caller?.memberId);
    return ok({ sent: true, expiresIn: 600 }, 'The code has been sent');
  });

  app.get(`${base}/${COIN.sendSms}`, { config: limited }, async (request) => {
    const q = parse(sendSmsQuery, request.query);
    await auth.sendCode('sms', codeTarget('phone', q.phone, q.areaCode), q.purpose, q.phone, request.caller?.memberId);
    return ok({ sent: true, expiresIn: 600 }, 'The code has been sent');
  });

  app.get(`${base}/${COIN.getAuthentication}`, { config: limited }, async (request) => {
    const account = String((request.query as Record<string, unknown>).account ?? '').slice(0, 64);
    return ok(await auth.authentication(account));
  });

  app.post(`${base}/${COIN.resetPassword}`, { config: limited }, async (request) => {
    await auth.resetPassword(parse(resetPasswordBody, request.body));
    return ok(null, 'The password has been reset');
  });

  app.post(UPDATE_PASSWORD_PATH, { config: limited }, async (request) => {
    const caller = requireCaller(request);
    // The original API sends these as query params; a JSON body is accepted too.
    const input = { ...(request.body as object | undefined), ...(request.query as object) };
    const q = parse(updatePasswordQuery, input);
    await auth.updatePassword(caller.memberId, q.oldPassword, q.newPassword);
    return ok(null, 'The password has been changed, please log in again');
  });
};
