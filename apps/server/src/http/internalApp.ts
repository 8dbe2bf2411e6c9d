// The internal listener: the operator's commands (admin/operator.ts, which `npm run admin` sends)
// and the broker auth hook (broker/authHook.ts, which an external broker calls). Neither belongs
// on the public port: the operator route runs ledger commands for whoever holds its token, and
// the hook checks any token without a rate limit. So they get a Fastify app of their own, which
// main.ts listens with on INTERNAL_HOST:INTERNAL_PORT (loopback by default), and the public app
// answers their paths with its ordinary 404.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { errorHandler } from './errorHandler.ts';

export const createInternalApp = (log: FastifyBaseLogger): FastifyInstance => {
  const app = Fastify({ loggerInstance: log.child({ listener: 'internal' }) });
  app.setErrorHandler(errorHandler);
  return app;
};
