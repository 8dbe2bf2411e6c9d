// How `npm run admin` reaches a running server: POST /operator/run with the operator token, which
// the server writes to DATA_DIR at start (only someone who can read the server's data can use
// it). The command then runs inside the server, through its ledger, whose funds in memory would
// not see a change made by another process (ledger/funds.ts), and PGlite admits one process only.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../http/errors.ts';
import { LedgerError } from '../ledger/errors.ts';
import { runAdminCommand, UsageError, type AdminDeps } from './commands.ts';

export const OPERATOR_PATH = '/operator/run';
export const OPERATOR_HEADER = 'x-operator-token';

const tokenFile = (dataDir: string) => join(dataDir, 'operator-token');

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

export const operatorRoutes = async (app: FastifyInstance, opts: { deps: AdminDeps; token: string }) => {
  app.post(OPERATOR_PATH, async (request, reply) => {
    if (!sameToken(request.headers[OPERATOR_HEADER], opts.token)) return reply.status(401).send({ ok: false, output: 'Wrong operator token' } satisfies OperatorAnswer);
    const argv = (request.body as { argv?: unknown } | undefined)?.argv;
    if (!Array.isArray(argv) || argv.length > 40 || !argv.every((a) => typeof a === 'string' && a.length <= 500))
      return reply.status(400).send({ ok: false, output: 'Expected { argv: string[] }' } satisfies OperatorAnswer);
    const answer = await runForOperator(opts.deps, argv as string[]);
    request.log.info({ argv, ok: answer.ok }, 'operator command');
    return answer;
  });
};
