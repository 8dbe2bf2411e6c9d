// place-order: spot orders over HTTP end to end (Basic + Blade-Auth, validation, engine, ledger
// hold, settlement, durable group-commit journal) under autocannon, beside a Fastify hello-world
// route on the same server in the same run. The server runs the embedded default (PGlite) in a
// child process; autocannon runs here, so each has a core of this 2-core machine.
//
// Order stream: limit orders on BTC/USDT from 20 funded members, round robin; half buys, half
// sells, prices drawn from a band of ±0.5 % around 65,000 with the buys' band a little higher
// than the sells', so about a fifth of the orders cross and trade and the rest rest in the book.
// Every answer must be the envelope with code 200; any other counts as a mismatch and fails the run.
// Each run is measured after a warm-up of the same load (BENCH_WARMUP_SECONDS, 3 s), so neither
// figure counts V8 and PGlite compiling their hot code: the orders' first second or two ran at
// half speed while the hello-world route, warmed by nothing, was as fast as ever from the start.
// Beside each run's figures the server says how busy it was (support/orderServer.ts): the share of
// time its HTTP thread and its database thread ran, and its CPU in cores. With neither thread near
// 100 %, the run is bound by the round trip of each connection's order, not by either thread.
// Last line: "place-order: <N> orders/s, p99 <X> ms, <R> of hello-world".
// Goal: at least 5000 orders/s and p99 under 20 ms.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const root = resolve(import.meta.dirname, '..');

interface Ready {
  port: number;
  coinBase: string;
  basic: string;
  tokens: string[];
}

// A process group of its own, so stopping it stops tsx's child too.
const server = spawn('npx', ['tsx', 'bench/support/orderServer.ts'], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'], detached: true });
interface Busy {
  main: number;
  database: number | null;
  cores: number;
}
let busyAnswer: ((busy: Busy) => void) | null = null;
const ready = await new Promise<Ready>((resolveReady, reject) => {
  const lines = createInterface({ input: server.stdout! });
  lines.on('line', (line) => {
    if (line.startsWith('READY ')) resolveReady(JSON.parse(line.slice(6)) as Ready);
    if (line.startsWith('BUSY ')) busyAnswer?.(JSON.parse(line.slice(5)) as Busy);
  });
  server.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
});

const once = (opts: autocannon.Options) =>
  new Promise<autocannon.Result>((done, fail) => {
    autocannon(opts, (err, result) => (err ? fail(err) : done(result)));
  });

const notAccepted = (result: autocannon.Result) => result.mismatches + result.non2xx + result.errors + result.timeouts;

/** How busy the server was since it was last told "mark". */
const askBusy = () =>
  new Promise<Busy>((resolveBusy) => {
    busyAnswer = resolveBusy;
    server.stdin!.write('busy\n');
  });

const percent = (share: number) => `${Math.round(share * 100)} %`;
const describeBusy = (busy: Busy) =>
  `HTTP thread ${percent(busy.main)}${busy.database === null ? '' : `, database thread ${percent(busy.database)}`}, ${busy.cores.toFixed(2)} cores`;

/** The load for WARMUP_S (its answers must be right too), then the measured run. */
const run = async (opts: autocannon.Options) => {
  const warm = WARMUP_S > 0 ? await once({ ...opts, duration: WARMUP_S }) : null;
  server.stdin!.write('mark\n');
  const measured = await once(opts);
  return { measured, busy: await askBusy(), warmFailures: warm ? notAccepted(warm) : 0 };
};

// A small deterministic generator, so two runs send the same stream.
let seed = 12345;
const next = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

try {
  const base = `http://127.0.0.1:${ready.port}`;
  // BENCH_PROFILE (see support/orderServer.ts) profiles the orders alone: the reference run is skipped.
  const helloRun = process.env.BENCH_PROFILE ? null : await run({ url: `${base}/bench/hello`, connections: CONNECTIONS, duration: DURATION_S });

  let n = 0;
  const { measured: orders, busy, warmFailures } = await run({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        path: `${ready.coinBase}entrust/exchange/xjwt`,
        setupRequest: (request) => {
          const buy = n % 2 === 0;
          const token = ready.tokens[n++ % ready.tokens.length]!;
          const offset = (next() - (buy ? 0.4 : 0.6)) * 650;
          const price = (65000 + offset).toFixed(2);
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: ready.basic, 'blade-auth': `bearer ${token}` },
            body: JSON.stringify({ exchangeCoinStr: 'BTC/USDT', direction: buy ? '1' : '2', price, amount: '0.001' }),
          };
        },
      },
    ],
    verifyBody: (body) => String(body ?? '').includes('"code":200'),
  });

  const failed = notAccepted(orders) + warmFailures;
  const helloRate = helloRun?.measured.requests.average ?? NaN;
  const orderRate = orders.requests.average;
  if (helloRun) console.log(`hello-world: ${Math.round(helloRate)} req/s, p99 ${helloRun.measured.latency.p99} ms; server busy: ${describeBusy(helloRun.busy)}`);
  console.log(`orders: ${orders.requests.total} sent, ${failed} not accepted, p50 ${orders.latency.p50} ms; server busy: ${describeBusy(busy)}`);
  if (failed > 0) {
    console.error('place-order: some orders were not accepted; the figures below do not count');
    process.exitCode = 1;
  }
  console.log(`place-order: ${Math.round(orderRate)} orders/s, p99 ${orders.latency.p99} ms, ${(orderRate / helloRate).toFixed(3)} of hello-world`);
} finally {
  const exited = new Promise((done) => server.once('exit', done));
  server.stdin!.write('stop\n');
  const timer = setTimeout(() => process.kill(-server.pid!, 'SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}
