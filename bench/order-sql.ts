// order-sql: what the place-order load asks of the embedded database (PGlite), timed with nothing
// else running. The place-order goal is reachable only if this number leaves room for it.
//
// How: the order server runs with PGLITE_CAPTURE (db/pgliteWorker.ts), so its database thread
// writes down every request it makes of PGlite: the setup (members, deposits), then, under the
// place-order load (support/orderLoad.ts, BENCH_SECONDS, 5 s, at LOAD_CONNECTIONS, 32), the
// projections of the journal's log (db/projectionHost.ts: the rows of many group-commit batches a
// transaction) and the server's reads. The server stops, and the requests are replayed here, in
// order, on fresh PGlite sessions (db/pgliteSession.ts, the code the worker runs) on this one
// thread: no HTTP, no engine, no messages between threads, no other thread wanting the CPU, no
// building of the statements from the log's records (that is the worker's too, and not counted
// here). Timed from the first transaction that writes orders (its begin and reads included) to the
// end; PASSES passes, each on a new database (the first also warms up V8's compile of the WASM),
// the best one reported.
//
// Then one more replay, itemized: each order transaction's reads and copies are timed one by one
// and its script's statements run one at a time, so the lines say what each (and the commit, and
// the call itself) costs per order. Splitting adds calls, so that replay is not timed as a pass.
//
// The timed passes also time each order transaction on its own, and a least-squares line through
// those times splits its cost into what it costs however few orders it holds and what each order adds.
// The first part is why small transactions cost so much more per order than large ones, and why
// the log's records are written many at a time.
//
// The answer bounds place-order from above: at 100 % of a core, with nothing else on the
// machine, the database thread could keep up with 1e6 / (µs per order) orders a second.
// Last line: "order-sql: <us> µs per order on PGlite alone, at most <N> orders/s, <R> of the place-order goal".
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSession, type LocalSession, type PgliteSession } from '../apps/server/src/db/pgliteSession.ts';
import type { CapturedRequest } from '../apps/server/src/db/pgliteThread.ts';
import { LOAD_CONNECTIONS, PLACE_ORDER_GOAL, notAccepted, orderLoad, runLoad, startOrderServer } from './support/orderLoad.ts';
import { benchNumber } from './support/env.ts';

const DURATION_S = benchNumber('BENCH_SECONDS', 5);
const PASSES = 3;

const work = mkdtempSync(join(tmpdir(), 'order-sql-'));
const captureFile = join(work, 'capture.jsonl');

if (process.env.DATABASE_URL) {
  console.error('order-sql: it measures PGlite, the embedded default; unset DATABASE_URL (place-order measures PostgreSQL)');
  process.exit(2);
}

const capture = async () => {
  // The worker is what writes the capture (db/pgliteWorker.ts), whatever PGLITE_THREAD says here.
  const server = await startOrderServer({ PGLITE_CAPTURE: captureFile, PGLITE_THREAD: 'worker' });
  try {
    const result = await runLoad(orderLoad(server.ready, LOAD_CONNECTIONS, DURATION_S));
    if (notAccepted(result) > 0) throw new Error(`order-sql: ${notAccepted(result)} orders were not accepted`);
    return result.requests.total;
  } finally {
    await server.stop();
  }
};


const countOrders = async (session: PgliteSession) => Number((await session.query<{ n: string }>('select count(*) as n from market_order', [])).rows[0]!.n);

/** What a transaction's statement writes, for the itemized replay: "insert market_order", "update ledger_account"... */
const writesOf = (sql: string) => [...sql.matchAll(/\b(insert into|update)\s+"?(\w+)"?/g)].map((m) => `${m[1] === 'update' ? 'update' : 'insert'} ${m[2]}`).join(' + ');

/**
 * The captured requests as the database saw them: a transaction (from its begin to the script or
 * query that ends it) is one unit, any other request a unit of its own. A projection of the
 * journal's log is one transaction: begin, its reads, its copies, its script with the commit.
 */
type Unit = CapturedRequest[];

const isQuery = (request: CapturedRequest, word: RegExp) => request.op === 'query' && word.test(request.sql.trim());
const endsTransaction = (request: CapturedRequest) => (request.op === 'script' && request.commit) || isQuery(request, /^(commit|rollback)\b/i);

const unitsOf = (requests: CapturedRequest[]): Unit[] => {
  const units: Unit[] = [];
  let open: Unit | null = null;
  for (const request of requests) {
    if (open) open.push(request);
    else if (isQuery(request, /^begin\b/i)) open = [request];
    else units.push([request]);
    if (open && endsTransaction(request)) {
      units.push(open);
      open = null;
    }
  }
  if (open) units.push(open);
  return units;
};

/**
 * New orders a unit writes (0 for the setup and reads): the rows of its copies into market_order
 * (the projection), or of its market_order inserts, each column an array (a group commit that
 * reads inside its batch, which PGlite writes behind the log: market/journal.ts).
 */
const ordersIn = (unit: Unit) => {
  let orders = 0;
  for (const r of unit) {
    if (r.op === 'copy' && r.copy.table === 'market_order') orders += r.copy.rows;
    if (r.op !== 'script') continue;
    for (const s of r.statements) {
      const column = s.sql.startsWith('insert into market_order') ? s.params.find((p) => Array.isArray(p)) : undefined;
      if (Array.isArray(column)) orders += column.length;
    }
  }
  return orders;
};

/** A unit that writes orders: a projection of the journal's log, as opposed to the setup and reads. */
const isOrderBatch = (unit: Unit) => ordersIn(unit) > 0;

/** One order transaction as timed in a pass: its new orders and its milliseconds. */
type BatchTime = [orders: number, ms: number];

/** Least squares: ms = fixed + perOrder × orders; null when every transaction held as many orders. */
const batchLine = (times: BatchTime[]) => {
  const n = times.length;
  if (new Set(times.map(([orders]) => orders)).size < 2) return null;
  const sx = times.reduce((a, [x]) => a + x, 0);
  const sy = times.reduce((a, [, y]) => a + y, 0);
  const sxx = times.reduce((a, [x]) => a + x * x, 0);
  const sxy = times.reduce((a, [x, y]) => a + x * y, 0);
  const perOrder = (n * sxy - sx * sy) / (n * sxx - sx * sx);
  return { fixed: (sy - perOrder * sx) / n, perOrder };
};

/** The itemized replay's account: time by statement (and commit) over the whole replay. */
type Items = Map<string, { ms: number; runs: number }>;

const run = async (session: LocalSession, request: CapturedRequest) => {
  if (request.op === 'query') await session.query(request.sql, request.params);
  else if (request.op === 'copy') await session.copy(request.copy);
  else await session.script(request.statements, request.commit);
};

/**
 * Runs one order transaction a request at a time, timing each: its begin and reads as they are,
 * each copy by its table, and its script a statement at a time (each as its own script on the
 * session, then the commit), less what an empty script costs at that moment (the call and the
 * plan-cache setting around it), so each statement's line is its own work.
 */
const itemized = async (session: LocalSession, unit: Unit, items: Items) => {
  const count = (key: string, ms: number) => {
    const item = items.get(key) ?? { ms: 0, runs: 0 };
    items.set(key, { ms: item.ms + ms, runs: item.runs + 1 });
  };
  const timed = async (request: CapturedRequest) => {
    const start = performance.now();
    await run(session, request);
    return performance.now() - start;
  };
  for (const request of unit) {
    if (request.op === 'query') count(`query: ${request.sql.trim().split(/\s+/).slice(0, 3).join(' ')}`, await timed(request));
    else if (request.op === 'copy') count(`copy ${request.copy.table}`, await timed(request));
    else {
      const empty = await timed({ op: 'script', statements: [], commit: false });
      count('(an empty script: the call itself)', empty);
      for (const statement of request.statements)
        count(writesOf(statement.sql) || statement.sql.slice(0, 40), (await timed({ op: 'script', statements: [statement], commit: false })) - empty);
      if (request.commit) count('commit', (await timed({ op: 'script', statements: [], commit: true })) - empty);
    }
  }
};

/**
 * One replay on a fresh database: the time from the first order transaction on, and the orders it
 * wrote. With `items`, the order transactions run itemized (see itemized) and are counted there;
 * without, each order transaction's time is added to `batchTimes`.
 */
const replay = async (units: Unit[], items?: Items, batchTimes?: BatchTime[]) => {
  const dir = mkdtempSync(join(work, 'db-'));
  const session = await openSession(dir);
  const first = units.findIndex(isOrderBatch);
  let elapsed = 0;
  let before = 0;
  for (const [i, unit] of units.entries()) {
    if (i === first) before = await countOrders(session);
    const start = performance.now();
    if (items && i >= first && isOrderBatch(unit)) await itemized(session, unit, items);
    else for (const request of unit) await run(session, request);
    const ms = performance.now() - start;
    if (i >= first) elapsed += ms;
    if (batchTimes && !items && isOrderBatch(unit)) batchTimes.push([ordersIn(unit), ms]);
  }
  const orders = (await countOrders(session)) - before;
  await session.close();
  rmSync(dir, { recursive: true, force: true });
  return { elapsed, orders };
};

try {
  const sent = await capture();
  if (!existsSync(captureFile)) throw new Error('order-sql: the database thread wrote no capture');
  const requests = readFileSync(captureFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as CapturedRequest);
  const units = unitsOf(requests);
  const batches = units.filter(isOrderBatch).length;
  if (batches === 0) throw new Error(`order-sql: the capture holds no transaction writing orders (${requests.length} requests)`);
  console.log(`captured: ${sent} orders over HTTP in ${DURATION_S} s, ${batches} transactions writing them, ${requests.length} database requests in all`);
  const passes = [];
  const batchTimes: BatchTime[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    const { elapsed, orders } = await replay(units, undefined, batchTimes);
    passes.push((elapsed * 1000) / orders);
    console.log(`pass ${pass + 1}: ${orders} orders in ${Math.round(elapsed)} ms, ${passes.at(-1)!.toFixed(1)} µs per order`);
  }
  const sizes = batchTimes.map(([orders]) => orders);
  const meanSize = sizes.reduce((a, b) => a + b, 0) / sizes.length;
  const line = batchLine(batchTimes);
  if (line)
    console.log(
      `a transaction: ${Math.round(line.fixed * 1000)} µs however few orders, plus ${Math.round(line.perOrder * 1000)} µs per order ` +
        `(least squares over ${sizes.length} transactions of ${Math.min(...sizes)} to ${Math.max(...sizes)} orders); ` +
        `at ${Math.round(meanSize)} orders a transaction, the fixed part is ${Math.round((line.fixed * 1000) / meanSize)} µs of each order`,
    );
  else console.log(`a transaction: every one held ${sizes[0]} order${sizes[0] === 1 ? '' : 's'}, so its fixed part and each order's cannot be told apart`);
  // Where a transaction's time goes: one more replay, itemized, after the timed passes (its splitting
  // adds calls, so it is not one of them).
  const items: Items = new Map();
  const { orders } = await replay(units, items);
  console.log(`by statement, each run on its own (µs per order, in ${batches} transactions):`);
  for (const [what, { ms, runs }] of [...items].sort((a, b) => b[1].ms - a[1].ms))
    console.log(`  ${((ms * 1000) / orders).toFixed(1).padStart(6)}  ${what}${runs < batches ? ` (in ${runs} of them)` : ''}`);
  const best = Math.min(...passes);
  const ceiling = 1e6 / best;
  console.log(`order-sql: ${best.toFixed(1)} µs per order on PGlite alone, at most ${Math.round(ceiling)} orders/s, ${(ceiling / PLACE_ORDER_GOAL).toFixed(2)} of the place-order goal`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
