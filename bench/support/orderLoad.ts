// The place-order load, shared by the benches that drive it (place-order, order-sql): the order
// server (orderServer.ts) in a child process of its own, run from the server's build as `npm start`
// runs the server (apps/server/build.ts), and the stream of spot orders sent to it.
//
// Order stream: limit orders on BTC/USDT from the server's funded members, round robin; half buys,
// half sells, prices drawn from a band of ±0.5 % around 65,000 with the buys' band a little higher
// than the sells', so about a fifth of the orders cross and trade and the rest rest in the book.
// Every answer must be the envelope with code 200. The generator has a fixed seed, so two runs
// send the same stream.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { benchNumber } from './env.ts';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/nodeFlags.ts';
import { buildServer, DIST_DIR } from '../../apps/server/build.ts';

const root = resolve(import.meta.dirname, '..', '..');

/**
 * Connections that send orders at once, each the next as soon as the last is answered
 * (BENCH_CONNECTIONS overrides). Enough to keep the server's HTTP thread busy, and twice that, but
 * no more: a connection past those that keep it busy adds no orders a second, only a place in the
 * queue, so every answer waits behind more others (latency ≈ connections ÷ rate) and the p99 says
 * how many connections the client chose rather than how fast the server answers. Measured on this
 * 2-core machine, the same code, runs in turn (2026-11-25): 16, 24, 32 and 50 connections all kept
 * the HTTP thread 95 to 97 % busy at the same rate within the machine's noise (4,636 to 6,860
 * orders/s), with p99 8 to 10, 12 to 13, 13 to 19 and 22 to 25 ms. Until then it was 50.
 */
export const LOAD_CONNECTIONS = benchNumber('BENCH_CONNECTIONS', 32);

/** place-order's goal (issue 4), in orders a second; order-sql reports against it too. */
export const PLACE_ORDER_GOAL = 5000;

export interface Ready {
  port: number;
  coinBase: string;
  basic: string;
  tokens: string[];
}

export interface Busy {
  /** Share of the time the HTTP thread and the database thread were busy (event-loop utilization). */
  main: number;
  database: number | null;
  /** The server process's CPU, in cores. */
  cores: number;
  /** CPU seconds run by the HTTP thread, the database thread (null where it cannot be read) and the whole process. */
  cpuSeconds: { main: number | null; database: number | null; process: number };
  /** Each answer's time inside the server, from request to reply, in milliseconds. */
  answerMs: { p50: number; p99: number; max: number };
  /** The HTTP thread's pauses for garbage collection. */
  gc: { count: number; ms: number; maxMs: number };
  /** Records of the journal's log not yet written into the tables at mark() and now (null without a log: PostgreSQL). */
  backlog: { atMark: number; now: number } | null;
  /** The journal's group commits since the server started (warm-up and reference run included): batches and the items they held. */
  journal: { batches: number; items: number };
}

export interface OrderServer {
  ready: Ready;
  /** Starts counting how busy the server is (orderServer.ts "mark"). */
  mark(): void;
  /** How busy the server was since mark(). */
  busy(): Promise<Busy>;
  /** Stops the server and waits for it to exit (killed after 30 s). */
  stop(): Promise<void>;
}

/** Starts bench/support/orderServer.ts with `env` added to this process's environment. */
export const startOrderServer = async (env: Record<string, string> = {}): Promise<OrderServer> => {
  await buildServer({ 'bench-order-server': resolve(root, 'bench/support/orderServer.ts') });
  const server: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(DIST_DIR, 'bench-order-server.js')], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  let busyAnswer: ((busy: Busy) => void) | null = null;
  const ready = await new Promise<Ready>((resolveReady, reject) => {
    const lines = createInterface({ input: server.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolveReady(JSON.parse(line.slice(6)) as Ready);
      if (line.startsWith('BUSY ')) busyAnswer?.(JSON.parse(line.slice(5)) as Busy);
    });
    server.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
  });
  return {
    ready,
    mark: () => server.stdin!.write('mark\n'),
    busy: () =>
      new Promise<Busy>((resolveBusy) => {
        busyAnswer = resolveBusy;
        server.stdin!.write('busy\n');
      }),
    stop: async () => {
      const exited = new Promise((done) => server.once('exit', done));
      server.stdin!.write('stop\n');
      const timer = setTimeout(() => server.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
};

/** Runs autocannon once. */
export const runLoad = (opts: autocannon.Options) =>
  new Promise<autocannon.Result>((done, fail) => {
    autocannon(opts, (err, result) => (err ? fail(err) : done(result)));
  });

/** Answers that were not the envelope with code 200, errors and timeouts. */
export const notAccepted = (result: autocannon.Result) => result.mismatches + result.non2xx + result.errors + result.timeouts;

/** The autocannon options of the order stream against a ready server (a fresh seed each call). */
export const orderLoad = (ready: Ready, connections: number, durationS: number): autocannon.Options => {
  // A small deterministic generator, so two runs send the same stream.
  let seed = 12345;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  let n = 0;
  return {
    url: `http://127.0.0.1:${ready.port}`,
    connections,
    duration: durationS,
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
  };
};
