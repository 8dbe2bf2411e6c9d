// Puts a built exchange on the network: the public app (web, API, live channel) on HOST:PORT and
// the internal one (operator's commands, broker auth hook) on INTERNAL_HOST:INTERNAL_PORT, whose
// address goes to DATA_DIR for `npm run admin` to find (admin/operator.ts).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Exchange } from './exchange.ts';
import { recordInternalUrl } from './admin/operator.ts';

/** How a process on this machine reaches a listener: a wildcard address by loopback. */
const localUrl = (app: FastifyInstance): string => {
  const { address, family, port } = app.server.address() as AddressInfo;
  const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address;
  return `http://${family === 'IPv6' ? `[${host}]` : host}:${port}`;
};

export const listenExchange = async (exchange: Exchange, config: Config): Promise<{ url: string; internalUrl: string }> => {
  await exchange.app.listen({ port: config.port, host: config.host });
  await exchange.internal.listen({ port: config.internalPort, host: config.internalHost });
  const internalUrl = localUrl(exchange.internal);
  recordInternalUrl(config.dataDir, internalUrl);
  return { url: localUrl(exchange.app), internalUrl };
};
