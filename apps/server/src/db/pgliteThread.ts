// PGlite on a worker thread (pgliteWorker.ts), behind the same PgliteSession the main thread
// uses. The default on a machine with more than one core (PGLITE_THREAD=auto; `main` keeps it on
// the server's thread). Why: the WASM PostgreSQL costs as much CPU per order as everything else the
// server does for it, and on the main thread the two take turns on one core. On a thread of its
// own it works on one batch while the main thread answers the last and reads the next, as a
// PostgreSQL server would, and the journal pipelines its batches (market/journal.ts).
//
// Measured on a 2-core machine (place-order bench, four alternating pairs): 4,071 to 4,366
// orders/s on the worker against 3,268 to 3,872 on the main thread, p99 31-32 ms against 29-36.
// It was not the default while PGlite's maintenance (maintenance.ts) ran full-size ANALYZEs: a
// 100 ms pause of the worker stalled the whole pipeline and the tail was worse than on the main
// thread. Each request costs a message each way; the server test suite runs about 4 % longer.
//
// Requests are answered in the order sent; a request sent while the worker is busy waits there,
// not here. The worker keeps the process alive only while a request is outstanding.
import { existsSync, readFileSync } from 'node:fs';
import type { EventLoopUtilization } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { ScriptStatement } from './pgliteSession.ts';
import type { CopyIn } from './copyIn.ts';
import type { ProjectingSession } from './projectionHost.ts';

export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params: readonly unknown[] }
  | { id: number; op: 'record'; seq: number; text: string }
  | { id: number; op: 'script'; statements: ScriptStatement[]; commit: boolean }
  | { id: number; op: 'close' };

/** A request made of PGlite on the worker, as PGLITE_CAPTURE writes it down (pgliteWorker.ts; bench/order-sql.ts replays them). */
export type CapturedRequest =
  | { op: 'query'; sql: string; params: readonly unknown[] }
  | { op: 'script'; statements: ScriptStatement[]; commit: boolean }
  | { op: 'copy'; copy: CopyIn };

export type ThreadReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };

type Request = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

/** An error from the worker, with the fields of the database error it stands for (code, constraint, ...). */
const rebuild = (fields: Record<string, unknown>): Error => Object.assign(new Error(String(fields.message)), fields);

/**
 * The server's build (build.ts) has the worker's bundle beside its own, dist/pgliteWorker.js.
 * Under tsx (npm run dev, the tests) Node 20 does not pass tsx's loader on to a worker, so the
 * worker starts as a line of JavaScript that imports its module through tsx's API.
 */
const startWorker = (workerData: WorkerData): Worker => {
  const entry = new URL(import.meta.url.endsWith('.ts') ? './pgliteWorker.ts' : './pgliteWorker.js', import.meta.url).href;
  if (!entry.endsWith('.ts')) return new Worker(new URL(entry), { workerData });
  const api = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(boot, { eval: true, workerData });
};

/** What the worker is started with: the database's folder and, for the journal's log, the projector module to host (projectionHost.ts). */
export interface WorkerData {
  dir: string;
  projector?: string;
}

/**
 * CPU seconds a thread of this process has run (utime + stime of /proc/<pid>/task/<tid>/stat, in
 * the kernel's fixed 100 ticks a second), or null where that cannot be read (not Linux). Unlike
 * a thread's busy share, this leaves out time it was ready to run but waited for a core.
 */
export const threadCpuSeconds = (tid: number | null | undefined): number | null => {
  const file = `/proc/${process.pid}/task/${tid}/stat`;
  if (tid === null || tid === undefined || !existsSync(file)) return null;
  // The name (field 2) is in parentheses and may hold spaces: count the fields after its end.
  const text = readFileSync(file, 'utf8');
  const fields = text.slice(text.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** A session on a thread of its own, which can say how busy that thread has been. */
export interface ThreadSession extends ProjectingSession {
  /** The database thread's event-loop utilization (its time running requests), as perf_hooks counts it. */
  utilization(): EventLoopUtilization;
  /** The thread's id in the operating system (Linux), for reading its CPU time; null elsewhere. */
  linuxThreadId: number | null;
}

/**
 * Opens the database in `dir` on a worker thread; with `projector` (a module URL), the worker also
 * hosts the journal's projection (record), which it imports from there.
 */
export const openThreadSession = async (dir: string, projector?: string): Promise<ThreadSession> => {
  const worker = startWorker({ dir, ...(projector ? { projector } : {}) });
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let broken: Error | null = null;

  const fail = (error: Error) => {
    broken ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const ready = new Promise<{ linuxThreadId: number | null }>((resolve, reject) => {
    worker.once('message', (reply: ThreadReply) => resolve(reply.ok ? (reply.result as { linuxThreadId: number | null }) : { linuxThreadId: null }));
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
  const { linuxThreadId } = await ready;
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
    script: (statements, commit) => send({ op: 'script', statements, commit }).then(() => undefined),
    record: (seq, text) => send({ op: 'record', seq, text }).then(() => undefined),
    utilization: () => worker.performance.eventLoopUtilization(),
    linuxThreadId,
    close: async () => {
      await send({ op: 'close' });
      await worker.terminate();
    },
  };
};
