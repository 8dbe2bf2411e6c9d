// The server side of the place-order bench, in a process of its own so the load generator does
// not share its event loop: the embedded default (PGlite, embedded broker, simulator off; or
// PostgreSQL in a schema of its own when DATABASE_URL is set) with a
// Fastify hello-world route added beside the real ones, and funded members who trade (on the spot
// account, and on the contract account with a position each for the contract run: contractLoad.ts,
// priced by the house's spot quotes around its middle, which the contract's index reads). Prints one
// line "READY <json>" with the port and the members' tokens, then serves until told "stop" on stdin.
// Told "mark" and later "busy", it prints "BUSY <json>": how busy its threads were in between,
// how long its answers took from request to reply (the client's latency adds its own queueing:
// autocannon shares a core with the server's other threads) and how long garbage collection
// paused the HTTP thread, and how many records of the journal's log were not yet in the tables.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createHistogram, performance, PerformanceObserver } from 'node:perf_hooks';
import { databaseThreadId, databaseThreadUtilization, journalLogOf } from '../../apps/server/src/db/index.ts';
import { threadCpuSeconds } from '../../apps/server/src/db/pgliteThread.ts';
import { memberOwner, toUnits } from '../../apps/server/src/ledger/index.ts';
import { startTestExchange } from '../../apps/server/src/testing/kit.ts';
import { futuresCalls, houseTrader } from '../../apps/server/src/modules/futures/testing.ts';
import { benchNumber } from './env.ts';
import { CONTRACT_MID, CONTRACT_SEED_LOTS, seedsLong } from './contractLoad.ts';

const MEMBERS = benchNumber('BENCH_MEMBERS', 20);
/** Each answer's time in the server, in microseconds. */
const answers = createHistogram();
/** Pauses of the HTTP thread for garbage collection since "mark". */
const gc = { count: 0, ms: 0, maxMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count++;
    gc.ms += entry.duration;
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

const t = await startTestExchange(
  { SIMULATOR: 'off', DEMO_GRANT: '0', AUTH_RATE_LIMIT: '1000000', DATABASE_URL: process.env.DATABASE_URL ?? '', MQTT_URL: '' },
  {
    beforeListen: (ex) => {
      ex.app.get('/bench/hello', async () => ({ hello: 'world' }));
      ex.app.addHook('onResponse', async (_request, reply) => answers.record(Math.max(1, Math.round(reply.elapsedTime * 1000))));
    },
  },
);

const tokens: string[] = [];
for (let i = 0; i < MEMBERS; i++) {
  const { email, password } = await t.registerEmail(`bench${i}@bench.local`);
  const session = await t.login(email, password);
  const owner = { ownerType: 'member' as const, ownerId: session.user_id };
  await t.ex.ledger.deposit({ owner, walletType: '1', asset: 'USDT', amount: toUnits('1000000000'), ref: `bench:${i}` });
  await t.ex.ledger.deposit({ owner, walletType: '1', asset: 'BTC', amount: toUnits('100000'), ref: `bench:${i}` });
  await t.ex.ledger.deposit({ owner: memberOwner(session.user_id), walletType: '4', asset: 'USDT', amount: toUnits('1000000000'), ref: `bench:${i}` });
  tokens.push(session.access_token);
}

// The contract run's setting: an index (the house quotes spot BTC/USDT 0.02 % either side of the
// middle) and each member's position, opened against the house (contractLoad.ts says why).
const house = houseTrader(t);
await house.fundSpot({ BTC: '1000', USDT: '100000000' });
const spotMid = CONTRACT_MID * 100; // spot BTC/USDT in ticks of 0.01
await house.place('xh', 'BTC/USDT', 'buy', spotMid - 1_300, 100_000);
await house.place('xh', 'BTC/USDT', 'sell', spotMid + 1_300, 100_000);
const futures = futuresCalls(t);
for (let i = 0; i < tokens.length; i++) {
  const long = seedsLong(i);
  await house.place('ubw', 'BTC/USDT', long ? 'sell' : 'buy', CONTRACT_MID * 10, CONTRACT_SEED_LOTS);
  const opened = await futures.open({ id: '', token: tokens[i]! }, 'ptwt', { direction: long ? '1' : '2', price: String(CONTRACT_MID), amount: String(CONTRACT_SEED_LOTS / 1000) });
  if (opened.body.code !== 200) throw new Error(`seeding member ${i}'s position: ${JSON.stringify(opened.body)}`);
}

// BENCH_PROFILE=<file.cpuprofile>: a CPU profile of the server while it serves (open it in Chrome's DevTools).
const profiler = process.env.BENCH_PROFILE ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}

const stop = async () => {
  if (profiler) writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify((await profiler.post('Profiler.stop')).profile));
  await t.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

/**
 * What each side of the order path spent between "mark" and "busy": the share of time the HTTP
 * thread and the database thread (PGlite's worker, when it has one) were running rather than
 * waiting, the CPU seconds each of them ran, and the CPU of the whole process (garbage
 * collection's helper threads too), in seconds and in cores.
 */
const since = () => ({
  main: performance.eventLoopUtilization(),
  database: databaseThreadUtilization(t.ex.db),
  mainCpu: threadCpuSeconds(process.pid),
  databaseCpu: threadCpuSeconds(databaseThreadId(t.ex.db)),
  cpu: process.cpuUsage(),
  at: performance.now(),
  backlog: journalLogOf(t.ex.db)?.backlog() ?? null,
});
let mark = since();
const minus = (now: number | null, then: number | null) => (now === null || then === null ? null : now - then);
const busy = () => {
  const now = since();
  const database = now.database && mark.database ? performance.eventLoopUtilization(now.database, mark.database).utilization : null;
  const cpu = process.cpuUsage(mark.cpu);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    main: performance.eventLoopUtilization(now.main, mark.main).utilization,
    database,
    cores: (cpuSeconds * 1000) / (now.at - mark.at),
    cpuSeconds: { main: minus(now.mainCpu, mark.mainCpu), database: minus(now.databaseCpu, mark.databaseCpu), process: cpuSeconds },
    answerMs: { p50: answers.percentile(50) / 1000, p99: answers.percentile(99) / 1000, max: answers.max / 1000 },
    gc: { ...gc },
    backlog: now.backlog === null || mark.backlog === null ? null : { atMark: mark.backlog, now: now.backlog },
    journal: { ...t.ex.markets.journal.stats },
  };
};

// The bench says "stop" on stdin, and waits for the exit that follows.
process.stdin.setEncoding('utf8');
process.stdin.on('data', (text: string) => {
  if (text.includes('mark')) {
    mark = since();
    answers.reset();
    Object.assign(gc, { count: 0, ms: 0, maxMs: 0 });
  }
  if (text.includes('busy')) console.log(`BUSY ${JSON.stringify(busy())}`);
  if (text.includes('stop')) void stop();
});
console.log(`READY ${JSON.stringify({ port: t.port, coinBase: t.coin(''), basic: `Basic ${Buffer.from(`${t.config.clientId}:${t.config.clientSecret}`).toString('base64')}`, tokens })}`);
