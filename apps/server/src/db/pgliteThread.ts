// PGlite on a worker thread (pgliteWorker.ts), behind the same PgliteSession the main thread
// uses (PGLITE_THREAD=worker; the default is the main thread). Why: the WASM PostgreSQL costs as
// much CPU per order as everything else the server does for it, and on the main thread the two
// take turns on one core. On a thread of its own it works on one batch while the main thread
// answers the last and reads the next, as a PostgreSQL server would, and the journal pipelines
// its batches (market/journal.ts).
//
// Why it is not the default: on the 2-core machines the benches run on it has not paid clearly.
// On a slower one the place-order bench measured the same within its noise (about 1,060 against
// 1,110 orders/s over nine and fourteen runs, ±15 % each). On a faster one, after the autovacuum
// fix (maintenance.ts), it was ahead on throughput but behind on the tail: three alternating pairs
// gave 2,881 to 3,237 orders/s with p99 53 to 69 ms, against 2,494 to 2,547 with p99 42 to 46 ms
// on the main thread. Each request also costs a message each way, so the test suite runs about
// 15 % longer. It is for a machine with a core to spare.
//
// Requests are answered in the order sent; a request sent while the worker is busy waits there,
// not here. The worker keeps the process alive only while a request is outstanding.
import { Worker } from 'node:worker_threads';
import type { ChainStep, PgliteSession, ScriptStatement } from './pgliteSession.ts';

export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params: readonly unknown[] }
  | { id: number; op: 'script'; statements: ScriptStatement[]; commit: boolean; step?: ChainStep }
  | { id: number; op: 'begin'; step: ChainStep }
  | { id: number; op: 'close' };

export type ThreadReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };

type Request = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

/** An error from the worker, with the fields of the database error it stands for (code, constraint, ...). */
const rebuild = (fields: Record<string, unknown>): Error => Object.assign(new Error(String(fields.message)), fields);

/**
 * The server runs its TypeScript through tsx, and Node 20 does not pass tsx's loader on to a
 * worker, so the worker starts as a line of JavaScript that imports its module through tsx's API.
 */
const startWorker = (dir: string): Worker => {
  const entry = new URL(import.meta.url.endsWith('.ts') ? './pgliteWorker.ts' : './pgliteWorker.js', import.meta.url).href;
  if (!entry.endsWith('.ts')) return new Worker(new URL(entry), { workerData: { dir } });
  const api = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(boot, { eval: true, workerData: { dir } });
};

/** Opens the database in `dir` on a worker thread. */
export const openThreadSession = async (dir: string): Promise<PgliteSession> => {
  const worker = startWorker(dir);
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let broken: Error | null = null;

  const fail = (error: Error) => {
    broken ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  worker.on('message', (reply: ThreadReply) => {
    const caller = waiting.get(reply.id);
    if (!caller) return;
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref();
    if (reply.ok) caller.resolve(reply.result);
    else caller.reject(rebuild(reply.error));
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The database thread stopped (exit code ${code})`)));
  await ready;
  worker.unref();

  const send = (request: Request): Promise<unknown> => {
    if (broken) return Promise.reject(broken);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };

  return {
    query: <R>(sql: string, params: readonly unknown[]) => send({ op: 'query', sql, params }) as Promise<{ rows: R[]; affectedRows?: number }>,
    // Posted at once (send is synchronous up to postMessage): the pipelined journal counts on it.
    script: (statements, commit, step) => send({ op: 'script', statements, commit, ...(step ? { step } : {}) }).then(() => undefined),
    begin: (step) => send({ op: 'begin', step }).then(() => undefined),
    close: async () => {
      await send({ op: 'close' });
      await worker.terminate();
    },
  };
};
