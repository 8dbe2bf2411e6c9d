// The worker side of pgliteThread.ts: PGlite (pgliteSession.ts) on a thread of its own. Requests
// run one at a time in the order they arrive, which is the order the main thread sent them, so
// the one session behaves exactly as it does on the main thread.
import { appendFileSync, readlinkSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { openSession } from './pgliteSession.ts';
import type { ThreadReply, ThreadRequest } from './pgliteThread.ts';

const port = parentPort!;
const session = await openSession((workerData as { dir: string }).dir);

/** What crosses back of a database error: its text and the fields callers read (code, constraint...). */
const describe = (error: unknown): Record<string, unknown> => {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message };
  for (const [key, value] of Object.entries(error)) if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return fields;
};

const handle = async (request: ThreadRequest): Promise<ThreadReply> => {
  try {
    if (request.op === 'query') return { id: request.id, ok: true, result: await session.query(request.sql, request.params) };
    if (request.op === 'script') {
      await session.script(request.statements, request.commit, request.step);
      return { id: request.id, ok: true, result: null };
    }
    if (request.op === 'begin') {
      await session.begin(request.step);
      return { id: request.id, ok: true, result: null };
    }
    await session.close();
    return { id: request.id, ok: true, result: null };
  } catch (error) {
    return { id: request.id, ok: false, error: describe(error) };
  }
};

// PGLITE_CAPTURE=<file>: every request is also appended to the file as a line of JSON, for
// bench/order-sql.ts to replay what a load asked of the database with nothing else running.
const capture = process.env.PGLITE_CAPTURE;
const asText = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

let turn: Promise<void> = Promise.resolve();
port.on('message', (request: ThreadRequest) => {
  if (capture) appendFileSync(capture, `${JSON.stringify(request, asText)}\n`);
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
