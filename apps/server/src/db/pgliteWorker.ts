// The worker side of pgliteThread.ts: PGlite (pgliteSession.ts) on a thread of its own. Requests
// run one at a time in the order they arrive, which is the order the main thread sent them, so
// the one session behaves exactly as it does on the main thread. Started with a projector module,
// it also hosts the journal's projection (projectionHost.ts): records are taken as they arrive and
// answered once their rows are committed, without holding up the requests behind them.
import { appendFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { openSession, type LocalSession } from './pgliteSession.ts';
import { hostProjection, loadProjector, type ProjectingSession } from './projectionHost.ts';
import type { CapturedRequest, ThreadReply, ThreadRequest, WorkerData } from './pgliteThread.ts';

const port = parentPort!;
const data = workerData as WorkerData;

// PGLITE_CAPTURE=<file>: every request made of PGlite (the main thread's and the projection's) is
// also appended to the file as a line of JSON, for bench/order-sql.ts to replay what a load asked
// of the database with nothing else running.
const capture = process.env.PGLITE_CAPTURE;
const asText = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);
const write = (request: CapturedRequest) => appendFileSync(capture!, `${JSON.stringify(request, asText)}\n`);

const captured = (session: LocalSession): LocalSession => ({
  query: (sql, params) => (write({ op: 'query', sql, params }), session.query(sql, params)),
  script: (statements, commit) => (write({ op: 'script', statements, commit }), session.script(statements, commit)),
  copy: (copy) => (write({ op: 'copy', copy }), session.copy(copy)),
  inTransaction: () => session.inTransaction(),
  close: () => session.close(),
});

// PGLITE_PROFILE=<file>: a CPU profile of this thread, written when the database closes (the
// place-order bench's BENCH_PROFILE profiles the server's main thread; open either in DevTools).
const profiler = process.env.PGLITE_PROFILE ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}

const opened = await openSession(data.dir);
const local = capture ? captured(opened) : opened;
const session: LocalSession | ProjectingSession = data.projector ? hostProjection(local, await loadProjector(data.projector)) : local;

/** What crosses back of a database error: its text and the fields callers read (code, constraint...). */
const describe = (error: unknown): Record<string, unknown> => {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message };
  for (const [key, value] of Object.entries(error)) if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return fields;
};

const handle = async (request: Exclude<ThreadRequest, { op: 'record' }>): Promise<ThreadReply> => {
  try {
    if (request.op === 'query') return { id: request.id, ok: true, result: await session.query(request.sql, request.params) };
    if (request.op === 'script') {
      await session.script(request.statements, request.commit);
      return { id: request.id, ok: true, result: null };
    }
    await session.close();
    if (profiler) writeFileSync(process.env.PGLITE_PROFILE!, JSON.stringify((await profiler.post('Profiler.stop')).profile));
    return { id: request.id, ok: true, result: null };
  } catch (error) {
    return { id: request.id, ok: false, error: describe(error) };
  }
};

/** A record is taken at once (the requests behind it see it) and answered when written. */
const record = (request: Extract<ThreadRequest, { op: 'record' }>) => {
  const taken = 'record' in session ? session.record(request.seq, request.text) : Promise.reject(new Error('This database thread hosts no journal projection'));
  taken.then(
    () => port.postMessage({ id: request.id, ok: true, result: null } satisfies ThreadReply),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: describe(error) } satisfies ThreadReply),
  );
};

let turn: Promise<void> = Promise.resolve();
port.on('message', (request: ThreadRequest) => {
  if (request.op === 'record') return record(request);
  turn = turn.then(async () => port.postMessage(await handle(request)));
});

/**
 * This thread's id in the operating system, for benchmarks that read its CPU time
 * (/proc/<pid>/task/<tid>/stat); null where there is no /proc/thread-self (not Linux).
 */
const linuxThreadId = (): number | null => {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return null;
  }
};

port.postMessage({ id: 0, ok: true, result: { ready: true, linuxThreadId: linuxThreadId() } } satisfies ThreadReply);
