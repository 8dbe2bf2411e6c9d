// The Fastify app: envelope and error mapping (§8), caller resolution from Blade-Auth, the
// language header, rate limiting, and static files (web, seed images, uploads). Domain routes
// are registered by modules/*; this file knows none of them.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONTENT_IMAGES_PATH, UPLOADS_PATH } from '@exchange/contract';
import type { Config } from '../config.ts';
import { errorHandler } from './errorHandler.ts';
import { languageOf, type Caller } from './context.ts';

export interface HttpOptions {
  config: Config;
  /** Resolves a Blade-Auth bearer token to its caller, or null when invalid, expired or revoked. */
  verifyAccessToken: (token: string) => Promise<Caller | null>;
  logger: boolean | object;
}

export const SEED_IMAGES_DIR = resolve(import.meta.dirname, '../../seed/images');

export const createHttpApp = async ({ config, verifyAccessToken, logger }: HttpOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: true,
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
    // Requests are answered by request id in logs; the same id appears in neutral error messages.
    genReqId: () => Math.random().toString(36).slice(2, 10),
  });
  app.decorateRequest('caller', null);
  app.decorateRequest('lang', 'en');
  app.setErrorHandler(errorHandler);

  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request.headers[config.langHeader]);
    const header = request.headers['blade-auth'];
    const raw = Array.isArray(header) ? header[0] : header;
    const match = raw ? /^bearer\s+(.+)$/i.exec(raw) : null;
    if (match?.[1]) request.caller = await verifyAccessToken(match[1]);
  });

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
  const uploads = join(config.dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, { root: uploads, prefix: `${UPLOADS_PATH}/`, decorateReply: false, maxAge: '1d' });
  return app;
};
