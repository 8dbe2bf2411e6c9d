// The Fastify app: envelope and error mapping (§8), caller resolution from Blade-Auth, the
// language header, security headers, rate limiting, and static files (web, seed images). Domain
// routes are registered by modules/*; this file knows none of them.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { resolve } from 'node:path';
import { CONTENT_IMAGES_PATH } from '@exchange/contract';
import type { Config } from '../config.ts';
import { SERVER_DIR } from '../paths.ts';
import { clientErrorHandler } from './clientErrors.ts';
import { errorHandler } from './errorHandler.ts';
import { languageOf, type Caller } from './context.ts';
import { registerSecurityHeaders } from './securityHeaders.ts';
import { registerCompression } from './compression.ts';

export interface HttpOptions {
  config: Config;
  /** Resolves a Blade-Auth bearer token to its caller, or null when invalid, expired or revoked. */
  verifyAccessToken: (token: string) => Promise<Caller | null>;
  logger: boolean | object;
}

export const SEED_IMAGES_DIR = resolve(SERVER_DIR, 'seed/images');

export const createHttpApp = async ({ config, verifyAccessToken, logger }: HttpOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimitBytes,
    // X-Forwarded-For only from the proxy TRUST_PROXY names (config.ts), never from any client.
    trustProxy: config.trustProxy,
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
    // Requests are answered by request id in logs; the same id appears in neutral error messages.
    genReqId: () => Math.random().toString(36).slice(2, 10),
    // What the router and Node's parser refuse before any handler runs answers in the envelope too.
    frameworkErrors: errorHandler,
    clientErrorHandler,
  });
  app.decorateRequest('caller', null);
  app.decorateRequest('lang', 'en');
  app.setErrorHandler(errorHandler);
  registerSecurityHeaders(app);

  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request.headers[config.langHeader]);
    const header = request.headers['blade-auth'];
    const raw = Array.isArray(header) ? header[0] : header;
    const match = raw ? /^bearer\s+(.+)$/i.exec(raw) : null;
    if (match?.[1]) request.caller = await verifyAccessToken(match[1]);
  });

  // Before any route: the plugin adds its hooks to each route as it is registered.
  await registerCompression(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });

  await app.register(fastifyStatic, {
    root: SEED_IMAGES_DIR,
    prefix: `${CONTENT_IMAGES_PATH}/`,
    decorateReply: false,
    maxAge: '1h',
  });
  // Members' uploads are not static files: each is served to its owner alone (content/uploadRoutes.ts).
  return app;
};
