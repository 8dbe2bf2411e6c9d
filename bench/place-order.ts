// place-order: spot orders over HTTP end to end (Basic + Blade-Auth, validation, engine, ledger
// hold, settlement, durable group-commit journal) under autocannon, beside a Fastify hello-world
// route on the same server in the same run. The server runs the embedded default (PGlite) in a
// child process; autocannon runs here, so each has a core of this 2-core machine.
//
// Order stream and server: support/orderLoad.ts; both routes run on its LOAD_CONNECTIONS (32, and
// why not more: a connection past those that keep the server busy only lengthens the queue).
// Every answer must be the envelope with code 200; any other counts as a mismatch and fails the run.
// Each run is measured after a warm-up of the same load (BENCH_WARMUP_SECONDS, 3 s), so neither
// figure counts V8 and PGlite compiling their hot code: the orders' first second or two ran at
// half speed while the hello-world route, warmed by nothing, was as fast as ever from the start.
// Beside each run's figures the server says how busy it was (support/orderServer.ts): the share of
// time its HTTP thread and its database thread ran, and its CPU in cores. With neither thread near
// 100 %, the run is bound by the round trip of each connection's order, not by either thread.
// And what an order cost in CPU: the HTTP thread's, the database thread's and the whole server
// process's (from /proc, on Linux), and this process's (autocannon's). Their sum times the goal's
// rate is the cores the goal asks of the machine at today's costs, printed beside the cores it has:
// a busy share counts time a thread waited for a core, CPU time does not.
// Then the answers' latency as the server saw it (request in to reply out) and the HTTP thread's
// pauses for garbage collection: a client p99 well above the server's is time the requests spent
// waiting outside the server's event loop (in the kernel, or for autocannon's share of a core).
// On PGlite, the records of the journal's log not yet written into the tables at the end: an
// order is answered once it is in the log, and the log may run ahead of the tables by
// MAX_BACKLOG records (market/journal.ts). A run that ends there took part of its rate on credit
// (with the database thread at a low priority, a run reached the cap and read 10 to 18 % faster).
// Then the contract run (support/contractLoad.ts: limit and market opens and closes on the
// USDT-margined BTC/USDT perpetual, same connections, same members), measured the same way.
// Last line: "place-order: <N> orders/s, p99 <X> ms, <R> of hello-world; contract <N> orders/s, <R> of spot".
// Goals: at least 5000 orders/s and p99 under 20 ms; contracts at least 0.7 of spot (issue 22).
import { availableParallelism } from 'node:os';
import type autocannon from 'autocannon';
import { LOAD_CONNECTIONS, PLACE_ORDER_GOAL, notAccepted, orderLoad, runLoad, startOrderServer, type Busy } from './support/orderLoad.ts';
import { benchNumber } from './support/env.ts';
import { contractOrderLoad, contractRefusals } from './support/contractLoad.ts';
import { MAX_BACKLOG } from '../apps/server/src/market/journal.ts';

const DURATION_S = benchNumber('BENCH_SECONDS', 10);
const WARMUP_S = benchNumber('BENCH_WARMUP_SECONDS', 3, { min: 0 });

const server = await startOrderServer();
const { ready } = server;

const percent = (share: number) => `${Math.round(share * 100)} %`;
const describeBusy = (busy: Busy) =>
  `HTTP thread ${percent(busy.main)}${busy.database === null ? '' : `, database thread ${percent(busy.database)}`}, ${busy.cores.toFixed(2)} cores`;

/** CPU seconds spread over `total` orders, in µs an order. */
const perOrderOf = (seconds: number | null, total: number) =>
  seconds === null ? (process.env.DATABASE_URL ? 'in PostgreSQL' : 'unknown') : `${Math.round((seconds * 1e6) / total)} µs`;

/** The load for WARMUP_S (its answers must be right too), then the measured run. */
const run = async (opts: autocannon.Options) => {
  const warm = WARMUP_S > 0 ? await runLoad({ ...opts, duration: WARMUP_S }) : null;
  server.mark();
  const generator = process.cpuUsage();
  const measured = await runLoad(opts);
  const used = process.cpuUsage(generator);
  return { measured, busy: await server.busy(), generatorCpuSeconds: (used.user + used.system) / 1e6, warmFailures: warm ? notAccepted(warm) : 0 };
};

try {
  const base = `http://127.0.0.1:${ready.port}`;
  // BENCH_PROFILE (see support/orderServer.ts) profiles one stream alone, the spot orders or, with
  // BENCH_PROFILE_RUN=contract, the contract orders: the other runs are skipped.
  const profiled = process.env.BENCH_PROFILE ? (process.env.BENCH_PROFILE_RUN === 'contract' ? 'contract' : 'spot') : null;
  const helloRun = profiled ? null : await run({ url: `${base}/bench/hello`, connections: LOAD_CONNECTIONS, duration: DURATION_S });
  const spotRun = profiled === 'contract' ? null : await run(orderLoad(ready, LOAD_CONNECTIONS, DURATION_S));

  const failed = spotRun ? notAccepted(spotRun.measured) + spotRun.warmFailures : 0;
  const helloRate = helloRun?.measured.requests.average ?? NaN;
  const orderRate = spotRun?.measured.requests.average ?? NaN;
  if (helloRun) {
    const helloMain = helloRun.busy.cpuSeconds.main;
    const perRequest = helloMain === null ? '' : `, HTTP thread ${Math.round((helloMain * 1e6) / helloRun.measured.requests.total)} µs CPU per request`;
    console.log(`hello-world: ${Math.round(helloRate)} req/s, p99 ${helloRun.measured.latency.p99} ms; server busy: ${describeBusy(helloRun.busy)}${perRequest}`);
  }
  if (spotRun) {
    const { measured: orders, busy, generatorCpuSeconds } = spotRun;
    console.log(`orders: ${orders.requests.total} sent on ${LOAD_CONNECTIONS} connections, ${failed} not accepted, p50 ${orders.latency.p50} ms; server busy: ${describeBusy(busy)}`);
    const { answerMs, gc } = busy;
    console.log(
      `in the server: answers p50 ${answerMs.p50} ms, p99 ${answerMs.p99} ms, max ${answerMs.max} ms; ` +
        `garbage collection paused the HTTP thread ${gc.count} times, ${Math.round((gc.ms * 1000) / orders.requests.total)} µs per order, longest ${gc.maxMs.toFixed(1)} ms`,
    );
    if (busy.backlog !== null) {
      const { atMark, now } = busy.backlog;
      console.log(`journal's log: records not yet in the tables ${atMark} at the start of the run and ${now} at its end (appends wait at ${MAX_BACKLOG})`);
      // At the cap (appends wait while MAX_BACKLOG records do, so it reads MAX_BACKLOG - 1 or
      // MAX_BACKLOG there), the tables fell behind for good: the rate counted orders taken on credit.
      if (now >= MAX_BACKLOG - 1) console.error('place-order: the projection did not keep up; this rate would not last');
    }
    // Here, not as the server stops: a bench's last line is its result.
    console.log(`journal: ${JSON.stringify(busy.journal)}`);
    const perOrder = (seconds: number | null) => perOrderOf(seconds, orders.requests.total);
    const cpu = busy.cpuSeconds;
    const needed = ((cpu.process + generatorCpuSeconds) / orders.requests.total) * PLACE_ORDER_GOAL;
    console.log(
      `CPU per order: HTTP thread ${perOrder(cpu.main)}, database thread ${perOrder(cpu.database)}, server process ${perOrder(cpu.process)}, load generator ${perOrder(generatorCpuSeconds)}; ` +
        `${PLACE_ORDER_GOAL} orders/s would take ${needed.toFixed(2)} cores at these costs, the machine has ${availableParallelism()}` +
        (process.env.DATABASE_URL ? " (PostgreSQL's own processes not counted)" : ''),
    );
  }
  const contractRun = profiled === 'spot' ? null : await run(contractOrderLoad(ready, LOAD_CONNECTIONS, DURATION_S));
  const contractFailed = contractRun ? notAccepted(contractRun.measured) + contractRun.warmFailures : 0;
  const contractRate = contractRun?.measured.requests.average ?? NaN;
  if (contractRun) {
    const contract = contractRun.measured;
    console.log(
      `contract orders: ${contract.requests.total} sent, ${contractFailed} not accepted, p50 ${contract.latency.p50} ms, p99 ${contract.latency.p99} ms; server busy: ${describeBusy(contractRun.busy)}; ` +
        `in the server p99 ${contractRun.busy.answerMs.p99} ms; CPU per order: HTTP thread ${perOrderOf(contractRun.busy.cpuSeconds.main, contract.requests.total)}, database thread ${perOrderOf(contractRun.busy.cpuSeconds.database, contract.requests.total)}`,
    );
    if (contractRun.busy.backlog !== null) console.log(`contract run, journal's log at its end: ${contractRun.busy.backlog.now} records not yet in the tables`);
    console.log(`contract journal: ${JSON.stringify(contractRun.busy.journal)}`);
  }
  for (const refusal of contractRefusals) console.error(`a contract order not accepted: ${refusal}`);
  if (failed > 0 || contractFailed > 0) {
    console.error('place-order: some orders were not accepted; the figures below do not count');
    process.exitCode = 1;
  }
  const contractPart = contractRun ? `; contract ${Math.round(contractRate)} orders/s, ${(contractRate / orderRate).toFixed(3)} of spot` : '';
  console.log(`place-order: ${Math.round(orderRate)} orders/s, p99 ${spotRun?.measured.latency.p99 ?? NaN} ms, ${(orderRate / helloRate).toFixed(3)} of hello-world${contractPart}`);
} finally {
  await server.stop();
}
