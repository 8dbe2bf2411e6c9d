// Property tests of the matching engine over random operation sequences (testing/actions.ts),
// each run 1000 times: against the naive reference engine, and as invariants checked directly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OrderBook } from './orderBook.ts';
import { ReferenceEngine } from './testing/referenceEngine.ts';
import { actionsArb, apply, queueOf, type Action } from './testing/actions.ts';
import type { EngineEvent, LimitOrder, OrderInput } from './types.ts';

const RUNS = { numRuns: 1000 };

const trades = (events: EngineEvent[]) => events.filter((e): e is Extract<EngineEvent, { type: 'trade' }> => e.type === 'trade');
const accepted = (events: EngineEvent[]) => events.some((e) => e.type === 'accepted');
const placed = (action: Action): OrderInput | null => (action.type === 'place' ? action.order : null);
const isLimit = (o: OrderInput | null, tif?: string): o is LimitOrder => o?.kind === 'limit' && (tif === undefined || (o.tif ?? 'GTC') === tif);

interface Step {
  book: OrderBook;
  order: OrderInput | null;
  events: EngineEvent[];
}

/** Random action sequences on a fresh book, with a check after every step. */
const everyStep = (check: (step: Step) => void) =>
  fc.assert(
    fc.property(actionsArb(), (actions) => {
      const book = new OrderBook('T');
      for (const action of actions) check({ book, order: placed(action), events: apply(book, action) });
    }),
    RUNS,
  );

describe('OrderBook properties', () => {
  it('emits exactly the events of the naive reference engine and ends with the same book', () => {
    fc.assert(
      fc.property(actionsArb(), (actions) => {
        const book = new OrderBook('T');
        const reference = new ReferenceEngine();
        for (const action of actions) {
          expect(apply(book, action)).toEqual(apply(reference, action));
        }
        expect(book.snapshot()).toEqual(reference.snapshot());
        expect(book.depth(100)).toEqual(reference.depth(100));
        expect([book.bestBid(), book.bestAsk(), book.size(), book.lastSeq]).toEqual([reference.bestBid(), reference.bestAsk(), reference.size(), reference.lastSeq]);
      }),
      RUNS,
    );
  });

  // A hundred runs, not a thousand: each is 1200 to 1600 actions, twenty times the others, with
  // makers priced mostly apart so the book reaches about a hundred levels a side and a thousand
  // ids, past the 64 levels and 512 ids its arrays and id index start with.
  it('matches the reference engine over runs long and wide enough to outgrow its initial id table and level arrays', () => {
    fc.assert(
      fc.property(actionsArb({ minLength: 1200, maxLength: 1600, maxPrice: 300, sellOffset: 270, limitWeight: 40 }), (actions) => {
        const book = new OrderBook('T');
        const reference = new ReferenceEngine();
        for (const action of actions) expect(apply(book, action)).toEqual(apply(reference, action));
        expect(book.snapshot()).toEqual(reference.snapshot());
        expect(book.depth(1000)).toEqual(reference.depth(1000));
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it('never leaves the book crossed, and its depth, size and order views agree with its resting orders', () => {
    fc.assert(
      fc.property(actionsArb(), (actions) => {
        const book = new OrderBook('T');
        for (const action of actions) {
          apply(book, action);
          const bid = book.bestBid();
          const ask = book.bestAsk();
          if (bid !== null && ask !== null) expect(bid).toBeLessThan(ask);
          const resting = book.snapshot();
          expect(book.size()).toBe(resting.length);
          for (const o of resting) expect(book.order(o.id)).toEqual(o);
          const depth = book.depth(1000);
          const total = (levels: Array<[number, number]>) => levels.reduce((sum, [, q]) => sum + q, 0);
          expect(total(depth.bids)).toBe(resting.filter((o) => o.side === 'buy').reduce((s, o) => s + o.remaining, 0));
          expect(total(depth.asks)).toBe(resting.filter((o) => o.side === 'sell').reduce((s, o) => s + o.remaining, 0));
          expect(depth.bids[0]?.[0] ?? null).toBe(bid);
          expect(depth.asks[0]?.[0] ?? null).toBe(ask);
        }
      }),
      RUNS,
    );
  });

  it('takes the best-priced oldest resting order first, at its price (price-time priority)', () => {
    fc.assert(
      fc.property(actionsArb(), (actions) => {
        const book = new OrderBook('T');
        for (const action of actions) {
          const order = placed(action);
          const queue = order ? queueOf(book.snapshot(), order.side === 'buy' ? 'sell' : 'buy') : [];
          for (const event of apply(book, action)) {
            // Every maker an STP cancellation or a trade touches must be the head of the queue then.
            if (event.type === 'cancelled' && event.reason === 'self_trade' && event.orderId !== order?.id) {
              expect(event.orderId).toBe(queue.shift()?.id);
            }
            if (event.type === 'trade') {
              const head = queue[0]!;
              expect([event.makerOrderId, event.price]).toEqual([head.id, head.price]);
              head.remaining -= event.quantity;
              expect(event.makerRemaining).toBe(head.remaining);
              if (head.remaining === 0) queue.shift();
            }
          }
        }
      }),
      RUNS,
    );
  });

  it('fills a limit order only at its limit price or better', () => {
    everyStep(({ order, events }) => {
      if (!isLimit(order)) return;
      for (const t of trades(events)) {
        if (order.side === 'buy') expect(t.price).toBeLessThanOrEqual(order.price);
        else expect(t.price).toBeGreaterThanOrEqual(order.price);
      }
    });
  });

  it('accounts for every lot: filled + resting + cancelled = original quantity, and funds are never overspent', () => {
    fc.assert(
      fc.property(actionsArb(), (actions) => {
        const book = new OrderBook('T');
        const original = new Map<string, { quantity: number; byFunds: boolean }>();
        const filled = new Map<string, number>();
        const cancelled = new Map<string, number>();
        const add = (map: Map<string, number>, id: string, n: number) => map.set(id, (map.get(id) ?? 0) + n);
        for (const action of actions) {
          const order = placed(action);
          const events = apply(book, action);
          if (order && accepted(events)) {
            const byFunds = order.kind === 'market' && order.funds !== undefined;
            original.set(order.id, { quantity: (byFunds ? order.funds : order.quantity) as number, byFunds });
          }
          for (const e of events) {
            if (e.type === 'cancelled') add(cancelled, e.orderId, e.remaining);
            if (e.type !== 'trade') continue;
            add(filled, e.makerOrderId, e.quantity);
            add(filled, e.takerOrderId, original.get(e.takerOrderId)?.byFunds ? e.quantity * e.price : e.quantity);
          }
          for (const [id, { quantity, byFunds }] of original) {
            const used = filled.get(id) ?? 0;
            if (byFunds) expect(used).toBeLessThanOrEqual(quantity);
            expect(used + (book.order(id)?.remaining ?? 0) + (cancelled.get(id) ?? 0)).toBe(quantity);
          }
        }
      }),
      RUNS,
    );
  });

  it('never rests an IOC order', () => {
    everyStep(({ book, order, events }) => {
      if (!isLimit(order, 'IOC') || !accepted(events)) return;
      expect(events.some((e) => e.type === 'rested')).toBe(false);
      expect(book.order(order.id)).toBeUndefined();
    });
  });

  it('fills a FOK order completely or refuses it without changing anything', () => {
    fc.assert(
      fc.property(actionsArb(), (actions) => {
        const book = new OrderBook('T');
        for (const action of actions) {
          const order = placed(action);
          const before = book.snapshot();
          const seqBefore = book.lastSeq;
          const events = apply(book, action);
          if (!isLimit(order, 'FOK') || (events[0]?.type === 'rejected' && events[0].reason !== 'fok_unfillable')) continue;
          const own = trades(events).filter((t) => t.takerOrderId === order.id);
          if (accepted(events)) {
            expect(own.reduce((s, t) => s + t.quantity, 0)).toBe(order.quantity);
            expect(events.some((e) => (e.type === 'rested' || e.type === 'cancelled') && e.orderId === order.id)).toBe(false);
          } else {
            expect(events).toEqual([{ type: 'rejected', seq: seqBefore + 1, orderId: order.id, reason: 'fok_unfillable' }]);
            expect(book.snapshot()).toEqual(before);
            // And it truly could not fill: the same order as IOC on a copy of the book falls short.
            const copy = OrderBook.restore('T', before, seqBefore);
            const probe = trades(copy.place({ ...order, id: 'probe', tif: 'IOC' }));
            expect(probe.reduce((s, t) => s + t.quantity, 0)).toBeLessThan(order.quantity);
          }
        }
      }),
      RUNS,
    );
  });

  it('never lets a post-only order take liquidity', () => {
    everyStep(({ order, events }) => {
      if (isLimit(order) && order.postOnly) expect(trades(events)).toEqual([]);
    });
  });

  it('cancels idempotently: a second cancel, or one of an unknown id, returns nothing and changes nothing', () => {
    fc.assert(
      fc.property(actionsArb(), (actions) => {
        const book = new OrderBook('T');
        for (const action of actions) {
          const wasResting = action.type === 'cancel' ? book.order(action.id) : undefined;
          const events = apply(book, action);
          if (action.type !== 'cancel') continue;
          if (wasResting) {
            expect(events).toEqual([{ type: 'cancelled', seq: book.lastSeq, orderId: action.id, owner: wasResting.owner, remaining: wasResting.remaining, reason: 'user' }]);
          } else expect(events).toEqual([]);
          expect(book.order(action.id)).toBeUndefined();
          const snapshot = book.snapshot();
          const seq = book.lastSeq;
          expect(book.cancel(action.id)).toEqual([]);
          expect([book.snapshot(), book.lastSeq]).toEqual([snapshot, seq]);
        }
      }),
      RUNS,
    );
  });

  it('is deterministic: replaying the same input gives byte-identical events with strictly increasing seqs', () => {
    fc.assert(
      fc.property(actionsArb(), (actions) => {
        const run = () => {
          const book = new OrderBook('T');
          return actions.map((a) => apply(book, a));
        };
        const first = run();
        expect(JSON.stringify(run())).toBe(JSON.stringify(first));
        const seqs = first.flat().map((e) => e.seq);
        seqs.forEach((seq, i) => expect(seq).toBe(i + 1));
        for (const t of trades(first.flat())) expect(t.tradeId).toBe(t.seq);
      }),
      RUNS,
    );
  });

  it('continues identically after a restore from a snapshot of its resting orders', () => {
    fc.assert(
      fc.property(actionsArb({ reuseIds: false }), fc.nat(), (actions, at) => {
        const cut = at % (actions.length + 1);
        const original = new OrderBook('T');
        actions.slice(0, cut).forEach((a) => apply(original, a));
        const restored = OrderBook.restore('T', original.snapshot(), original.lastSeq);
        for (const action of actions.slice(cut)) {
          expect(JSON.stringify(apply(restored, action))).toBe(JSON.stringify(apply(original, action)));
        }
        expect(restored.snapshot()).toEqual(original.snapshot());
      }),
      RUNS,
    );
  });
});
