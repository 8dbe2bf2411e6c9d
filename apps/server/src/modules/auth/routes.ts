// Auth calls: the token call (flat answer, §4), logout, register, codes, reset and update-password.
// All of them are rate limited per IP; the token call also locks a client out of an account
// after repeated wrong passwords (loginGuard.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AUTH_TOKEN_PATH,
  COIN,
  LOGOUT_PATH,
  UPDATE_PASSWORD_PATH,
  authenticationQuery,
  coinBase,
  logoutBody,
  ok,
  registerBody,
  resetPasswordBody,
  sendEmailQuery,
  sendSmsQuery,
  tokenQuery,
  updatePasswordQuery,
} from '@exchange/contract';
import { accountAuthentication, codeSent, tokenError, tokenResponse } from '@exchange/contract/answers/auth';
import { clientIp, requireCaller } from '../../http/context.ts';
import { TokenCallError, UnauthorizedError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import type { AuthService } from './service.ts';
import { codeTarget } from './service.ts';
import type { Tokens } from './tokens.ts';

export interface AuthRouteOptions {
  auth: AuthService;
  tokens: Pick<Tokens, 'logout'>;
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

  const tokenDoc = { summary: 'Log in (grant_type password) or renew a login (refresh_token), in the query string', query: tokenQuery, answer: tokenResponse, flat: true, failure: tokenError } as const;
  app.post(AUTH_TOKEN_PATH, { config: { ...limited, doc: tokenDoc } }, async (request) => {
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

  app.post(LOGOUT_PATH, { config: { ...limited, doc: { summary: "End the session of the Blade-Auth token, or of the refresh token in the body", auth: 'optional', body: logoutBody, answer: z.null() } } }, async (request) => {
    const body = parse(logoutBody, request.body ?? {});
    const sessionId = request.caller?.sessionId;
    if (!sessionId && !body.refresh_token) throw new UnauthorizedError();
    await opts.tokens.logout(sessionId, body.refresh_token);
    return ok(null, 'You have been logged out');
  });

  app.post(`${base}/${COIN.register}`, { config: { ...limited, doc: { summary: 'Register with an e-mail or phone and the code sent to it', body: registerBody, answer: z.null() } } }, async (request) => {
    await auth.register(parse(registerBody, request.body));
    return ok(null, 'Registration successful');
  });

  app.get(`${base}/${COIN.sendEmail}`, { config: { ...limited, doc: { summary: 'Send a verification code by e-mail', auth: 'optional', query: sendEmailQuery, answer: codeSent } } }, async (request) => {
    const q = parse(sendEmailQuery, request.query);
    await auth.sendCode('email', codeTarget('email', q.email), q.purpose, q.email, request.caller?.memberId);
    return ok({ sent: true, expiresIn: 600 }, 'The code has been sent');
  });

  app.get(`${base}/${COIN.sendSms}`, { config: { ...limited, doc: { summary: 'Send a verification code by SMS', auth: 'optional', query: sendSmsQuery, answer: codeSent } } }, async (request) => {
    const q = parse(sendSmsQuery, request.query);
    await auth.sendCode('sms', codeTarget('phone', q.phone, q.areaCode), q.purpose, q.phone, request.caller?.memberId);
    return ok({ sent: true, expiresIn: 600 }, 'The code has been sent');
  });

  app.get(`${base}/${COIN.getAuthentication}`, { config: { ...limited, doc: { summary: 'The kind of an account name (e-mail or phone); the same answer whether or not it is registered', query: authenticationQuery, answer: accountAuthentication } } }, async (request) => {
    const { account } = parse(authenticationQuery, request.query);
    return ok(auth.authentication(account));
  });

  app.post(`${base}/${COIN.resetPassword}`, { config: { ...limited, doc: { summary: 'Reset a forgotten password with the code sent to the account', body: resetPasswordBody, answer: z.null() } } }, async (request) => {
    await auth.resetPassword(parse(resetPasswordBody, request.body));
    return ok(null, 'The password has been reset');
  });

  const updateDoc = { summary: 'Change the password (query parameters, or a JSON body); every session logs in again', auth: 'member', query: updatePasswordQuery, answer: z.null() } as const;
  app.post(UPDATE_PASSWORD_PATH, { config: { ...limited, doc: updateDoc } }, async (request) => {
    const caller = requireCaller(request);
    // The original API sends these as query params; a JSON body is accepted too.
    const input = { ...(request.body as object | undefined), ...(request.query as object) };
    const q = parse(updatePasswordQuery, input);
    await auth.updatePassword(caller.memberId, q.oldPassword, q.newPassword);
    return ok(null, 'The password has been changed, please log in again');
  });
};
