// engine: the matching engine (apps/server/src/engine) against the npm package nodejs-order-book,
// both fed one identical stream of operations in the same run.
//
// Workload, one symbol, fixed seed (mulberry32, SEED below), generated in full before any timing:
// - Start: 1,000 resting GTC limit orders, alternately buy and sell, at mid ± 1..850 ticks
//   (uniform), 1..10 lots, spread over about 750 price levels. Loaded untimed before every round.
// - Stream: 200,000 operations, exactly 60% / 25% / 15% in a seeded shuffle:
//   60% new GTC limit orders that rest: a random side, at the book's current mid ± 1..850 ticks,
//       1..10 lots, from one of 8 market makers;
//   25% cancels of a random order that is live at that point of the stream;
//   15% IOC limit orders that cross: a random side, limit 0..100 ticks through the best opposite
//       price, 1..30 lots times (live orders / 1,000)^6 (so the book stays near 1,000 orders),
//       from one of 4 takers (never a maker, so self-trade prevention never fires in either engine).
// The book then holds about 1,100 orders over about 760 levels on average (printed). Generating
// runs the stream once through our engine, to know which orders are live and where the best
// prices are; both engines then get the same pre-built inputs. Each round builds a fresh book, loads the start
// orders, then times the whole stream; 3 warm-up rounds, then 9 measured rounds per engine,
// interleaved, reported as the median. The p99 latency of ours comes from a separate pass that
// wraps each operation in process.hrtime.bigint(). A sanity check verifies that both engines end
// with the same number of resting orders, best bid, best ask and full depth.
// Last line: "engine: <ops/s> ops/s, p99 <us> us, <ratio>x nodejs-order-book".
import { OrderBook as PeerBook, Side as PeerSide, type LimitOrderOptions } from 'nodejs-order-book';
import { OrderBook, type EngineEvent, type OrderInput } from '../apps/server/src/engine/index.ts';

const SEED = 20240601;
const MID = 1_000_000;
const RANGE = 850;
const START_ORDERS = 1000;
const STREAM = 200_000;
const WARMUP = 3;
const ROUNDS = 9;
const PEER_IOC = 'IOC' as LimitOrderOptions['timeInForce'];

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(SEED);
const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

/** Live order ids with O(1) add, remove and uniform pick (swap-remove). */
class LiveSet {
  private readonly ids: string[] = [];
  private readonly at = new Map<string, number>();
  get size() {
    return this.ids.length;
  }
  add(id: string) {
    this.at.set(id, this.ids.push(id) - 1);
  }
  remove(id: string) {
    const i = this.at.get(id);
    if (i === undefined) return;
    const last = this.ids.pop() as string;
    if (last !== id) {
      this.ids[i] = last;
      this.at.set(last, i);
    }
    this.at.delete(id);
  }
  pick() {
    return this.ids[int(0, this.ids.length - 1)] as string;
  }
}

type Op = { cancel: string } | { place: OrderInput; peer: LimitOrderOptions };

const toPeer = (o: OrderInput & { kind: 'limit' }): LimitOrderOptions => ({
  id: o.id,
  side: o.side === 'buy' ? PeerSide.BUY : PeerSide.SELL,
  size: o.quantity,
  price: o.price,
  ...(o.tif === 'IOC' ? { timeInForce: PEER_IOC } : {}),
});
const restingOrder = (id: string, side: 'buy' | 'sell', mid: number): Op => {
  const order = { kind: 'limit', id, owner: `mm${int(0, 7)}`, side, price: side === 'buy' ? mid - int(1, RANGE) : mid + int(1, RANGE), quantity: int(1, 10) } as const;
  return { place: order, peer: toPeer(order) };
};

/** Builds the start orders and the stream, running it once through our engine to know which orders are live. */
function generate() {
  const live = new LiveSet();
  const track = (events: EngineEvent[]) => {
    for (const e of events) {
      if (e.type === 'rested') live.add(e.orderId);
      else if (e.type === 'cancelled') live.remove(e.orderId);
      else if (e.type === 'trade' && e.makerRemaining === 0) live.remove(e.makerOrderId);
    }
  };
  const book = new OrderBook('BENCH');
  const start: Op[] = [];
  for (let i = 0; i < START_ORDERS; i++) {
    const op = restingOrder(`s${i}`, i % 2 === 0 ? 'buy' : 'sell', MID);
    start.push(op);
    if ('place' in op) track(book.place(op.place));
  }
  const startLevels = levels(book);

  const kinds: number[] = [];
  for (let i = 0; i < STREAM; i++) kinds.push(i < STREAM * 0.6 ? 0 : i < STREAM * 0.85 ? 1 : 2);
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = int(0, i);
    [kinds[i], kinds[j]] = [kinds[j] as number, kinds[i] as number];
  }

  const stream: Op[] = [];
  let sizes = 0;
  let levelSum = 0;
  for (let i = 0; i < STREAM; i++) {
    const side = random() < 0.5 ? 'buy' : 'sell';
    let op: Op;
    if (kinds[i] === 0) {
      const bid = book.bestBid();
      const ask = book.bestAsk();
      op = restingOrder(`o${i}`, side, bid !== null && ask !== null ? Math.floor((bid + ask) / 2) : (bid ?? ask ?? MID));
    } else if (kinds[i] === 1) {
      op = { cancel: live.pick() };
    } else {
      const best = (side === 'buy' ? book.bestAsk() : book.bestBid()) ?? MID;
      const price = side === 'buy' ? best + int(0, 100) : best - int(0, 100);
      // Bigger when the book is fuller, smaller when it is thinner: this is what holds it near 1,000.
      const quantity = Math.max(1, Math.round(int(1, 30) * (live.size / START_ORDERS) ** 6));
      const order = { kind: 'limit', id: `o${i}`, owner: `tk${int(0, 3)}`, side, price, quantity, tif: 'IOC' } as const;
      op = { place: order, peer: toPeer(order) };
    }
    stream.push(op);
    track('cancel' in op ? book.cancel(op.cancel) : book.place(op.place));
    sizes += book.size();
    if (i % 1000 === 0) levelSum += levels(book);
  }
  return { start, stream, startLevels, meanSize: sizes / STREAM, meanLevels: levelSum / (STREAM / 1000) };
}

function levels(book: OrderBook) {
  const d = book.depth(Number.MAX_SAFE_INTEGER);
  return d.bids.length + d.asks.length;
}

function runOurs(start: Op[], stream: Op[]) {
  const book = new OrderBook('BENCH');
  for (const op of start) if ('place' in op) book.place(op.place);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < stream.length; i++) {
    const op = stream[i] as Op;
    if ('cancel' in op) book.cancel(op.cancel);
    else book.place(op.place);
  }
  return { ns: Number(process.hrtime.bigint() - t0), book };
}

function runPeer(start: Op[], stream: Op[]) {
  const book = new PeerBook();
  for (const op of start) if ('peer' in op) book.limit(op.peer);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < stream.length; i++) {
    const op = stream[i] as Op;
    if ('cancel' in op) book.cancel(op.cancel);
    else book.limit(op.peer);
  }
  return { ns: Number(process.hrtime.bigint() - t0), book };
}

function latencyP99(start: Op[], stream: Op[]) {
  const book = new OrderBook('BENCH');
  for (const op of start) if ('place' in op) book.place(op.place);
  const samples = new Float64Array(stream.length);
  for (let i = 0; i < stream.length; i++) {
    const op = stream[i] as Op;
    const t0 = process.hrtime.bigint();
    if ('cancel' in op) book.cancel(op.cancel);
    else book.place(op.place);
    samples[i] = Number(process.hrtime.bigint() - t0);
  }
  samples.sort();
  return (samples[Math.floor(samples.length * 0.99)] as number) / 1000;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const { start, stream, startLevels, meanSize, meanLevels } = generate();
console.log(
  `workload: ${START_ORDERS} start orders over ${startLevels} levels; ${STREAM} ops (60% resting GTC, 25% cancel, 15% crossing IOC); book holds ${Math.round(meanSize)} orders over ${Math.round(meanLevels)} levels on average`,
);

const ours: number[] = [];
const peer: number[] = [];
let lastOurs = new OrderBook('BENCH');
let lastPeer = new PeerBook();
for (let round = 0; round < WARMUP + ROUNDS; round++) {
  const a = runOurs(start, stream);
  const b = runPeer(start, stream);
  lastOurs = a.book;
  lastPeer = b.book;
  if (round >= WARMUP) {
    ours.push(a.ns);
    peer.push(b.ns);
  }
}
const p99 = latencyP99(start, stream);

// Sanity: the two engines must agree on the final book, or the comparison means nothing.
const [peerAsks, peerBids] = lastPeer.depth();
const peerDepth = { bids: [...peerBids].sort((x, y) => y[0] - x[0]), asks: [...peerAsks].sort((x, y) => x[0] - y[0]) };
const peerSnapshot = lastPeer.snapshot();
const peerCount = [...peerSnapshot.bids, ...peerSnapshot.asks].reduce((n, level) => n + level.orders.length, 0);
const ourDepth = lastOurs.depth(Number.MAX_SAFE_INTEGER);
const agree =
  lastOurs.size() === peerCount &&
  lastOurs.bestBid() === (peerDepth.bids[0]?.[0] ?? null) &&
  lastOurs.bestAsk() === (peerDepth.asks[0]?.[0] ?? null) &&
  JSON.stringify(ourDepth) === JSON.stringify(peerDepth);
console.log(
  `sanity: ours ends with ${lastOurs.size()} orders, bid ${lastOurs.bestBid()}, ask ${lastOurs.bestAsk()}; nodejs-order-book ${peerCount} orders, bid ${peerDepth.bids[0]?.[0]}, ask ${peerDepth.asks[0]?.[0]}; full depth ${agree ? 'identical' : 'DIFFERENT'}`,
);
if (!agree) throw new Error('the engines disagree on the final book');

const ourOps = (STREAM * 1e9) / median(ours);
const peerOps = (STREAM * 1e9) / median(peer);
console.log(`ours: ${Math.round(ourOps)} ops/s (median of ${ROUNDS}), p99 ${p99.toFixed(1)} us per op`);
console.log(`nodejs-order-book: ${Math.round(peerOps)} ops/s (median of ${ROUNDS})`);
console.log(`engine: ${Math.round(ourOps)} ops/s, p99 ${p99.toFixed(1)} us, ${(ourOps / peerOps).toFixed(2)}x nodejs-order-book`);
