// What the operator diagnostics pages (/test … /test6) show of the server: version, uptime, the
// database kind and the journal's backlog, the live channel's connections, the caller's session
// and the routes the API document lists.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerDiagnostics } from '@exchange/contract';
import { hasOneConnection, journalLogOf, type Db } from '../../db/index.ts';
import type { LiveChannel } from '../../broker/index.ts';
import { SERVER_DIR } from '../../paths.ts';

const stamp = (d: Date | string) => new Date(d).toISOString().replace('T', ' ').slice(0, 19);

const readVersion = (): string => {
  try {
    const pkg = JSON.parse(readFileSync(resolve(SERVER_DIR, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
};

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

export interface DiagnosticsSource {
  db: Db;
  live: Pick<LiveChannel, 'clientCount'>;
  externalBroker: boolean;
  startedAt: Date;
}

export const serverDiagnostics = async (app: FastifyInstance, source: DiagnosticsSource, sessionId: string): Promise<ServerDiagnostics> => {
  const session = await source.db.selectFrom('session').select(['id', 'create_time', 'generation']).where('id', '=', sessionId).executeTakeFirst();
  const paths = (app.swagger() as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  const routes = Object.entries(paths)
    .flatMap(([url, ops]) => Object.keys(ops).filter((m) => METHODS.has(m)).map((m) => ({ method: m.toUpperCase(), url })))
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  return {
    version: readVersion(),
    node: process.version,
    started_at: stamp(source.startedAt),
    uptime_seconds: Math.floor((Date.now() - source.startedAt.getTime()) / 1000),
    database: hasOneConnection(source.db) ? 'pglite' : 'postgresql',
    journal_backlog: journalLogOf(source.db)?.backlog() ?? 0,
    live_clients: source.live.clientCount(),
    external_broker: source.externalBroker,
    session: { id: sessionId, created: session ? stamp(session.create_time) : '', refreshes: session?.generation ?? 0 },
    routes,
  };
};
