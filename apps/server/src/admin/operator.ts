// How `npm run admin` reaches a running server: POST /operator/run on the server's internal
// listener (http/internalApp.ts), whose address the server writes to DATA_DIR once it listens,
// with the operator token, which the server writes there at start (only someone who can read the
// server's data can use it). The command then runs inside the server, through its ledger, whose funds in memory would
// not see a change made by another process (ledger/funds.ts), and PGlite admits one process only.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BusinessError } from '../http/errors.ts';
import { LedgerError } from '../ledger/errors.ts';
import { runAdminCommand, UsageError, type AdminDeps } from './commands.ts';

export const OPERATOR_PATH = '/operator/run';
export const OPERATOR_HEADER = 'x-operator-token';

const tokenFile = (dataDir: string) => join(dataDir, 'operator-token');
const urlFile = (dataDir: string) => join(dataDir, 'internal-url');

/** The server's side: made once, kept with mode 600 beside the JWT secret. */
export const ensureOperatorToken = (dataDir: string): string => {
  mkdirSync(dataDir, { recursive: true });
  const file = tokenFile(dataDir);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
};

/** The command's side: null when no server has ever started on this DATA_DIR. */
export const readOperatorToken = (dataDir: string): string | null => {
  const file = tokenFile(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
};

/** The server's side, once its internal listener is up (INTERNAL_PORT 0 picks a free port, known only then). */
export const recordInternalUrl = (dataDir: string, url: string) => writeFileSync(urlFile(dataDir), url);

/** On a clean stop, so the next command opens the database instead of knocking at a closed port. */
export const forgetInternalUrl = (dataDir: string) => rmSync(urlFile(dataDir), { force: true });

/** The command's side: null when no server has listened on this DATA_DIR since its last clean stop. */
export const readInternalUrl = (dataDir: string): string | null => {
  const file = urlFile(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
};

export interface OperatorAnswer {
  ok: boolean;
  output: string;
}

/** Runs a command and turns the operator's mistakes into a message; anything else is a real failure. */
export const runForOperator = async (deps: AdminDeps, argv: string[]): Promise<OperatorAnswer> => {
  try {
    return { ok: true, output: await runAdminCommand(deps, argv) };
  } catch (error) {
    if (error instanceof UsageError || error instanceof BusinessError || error instanceof LedgerError) return { ok: false, output: error.message };
    throw error;
  }
};

const sameToken = (given: unknown, expected: string): boolean => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const answer = z.object({ ok: z.boolean(), output: z.string() });
const doc = {
  summary: `An operator command (npm run admin), authorised by the ${OPERATOR_HEADER} header`,
  body: z.object({ argv: z.array(z.string().max(500)).max(40) }),
  answer,
  flat: true,
  failure: answer,
} as const;

export const operatorRoutes = async (app: FastifyInstance, opts: { deps: AdminDeps; token: string }) => {
  app.post(OPERATOR_PATH, { config: { doc } }, async (request, reply) => {
    if (!sameToken(request.headers[OPERATOR_HEADER], opts.token)) return reply.status(401).send({ ok: false, output: 'Wrong operator token' } satisfies OperatorAnswer);
    const argv = (request.body as { argv?: unknown } | undefined)?.argv;
    if (!Array.isArray(argv) || argv.length > 40 || !argv.every((a) => typeof a === 'string' && a.length <= 500 && !a.includes('\u0000')))
      return reply.status(400).send({ ok: false, output: 'Expected { argv: string[] }' } satisfies OperatorAnswer);
    const answer = await runForOperator(opts.deps, argv as string[]);
    request.log.info({ argv, ok: answer.ok }, 'operator command');
    return answer;
  });
};
