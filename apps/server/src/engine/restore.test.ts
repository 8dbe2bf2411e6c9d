import { describe, expect, it } from 'vitest';
import { OrderBook } from './orderBook.ts';
import { limit, market, summary } from './testing/orders.ts';
import type { RestingOrder } from './types.ts';

const resting = (id: string, side: 'buy' | 'sell', price: number, remaining: number, seq: number): RestingOrder => ({ id, owner: 'maker', side, price, remaining, seq });

describe('OrderBook.restore', () => {
  it('keeps time priority by seq whatever order the snapshot lists, and numbers on from lastSeq', () => {
    const book = OrderBook.restore('X', [resting('s2', 'sell', 100, 1, 7), resting('s1', 'sell', 100, 1, 3), resting('b1', 'buy', 99, 4, 5)], 10);
    expect([book.lastSeq, book.size(), book.bestBid(), book.bestAsk()]).toEqual([10, 3, 99, 100]);
    const events = book.place(market('m', 'buy', { quantity: 2 }));
    expect(summary(events)).toEqual(['accepted m', 'trade s1 1@100', 'trade s2 1@100']);
    expect(events[0]?.seq).toBe(11);
  });

  it('round-trips a snapshot, and restored orders can be cancelled and keep their ids', () => {
    const original = new OrderBook('X');
    original.place(limit('b1', 'buy', 99, 4));
    original.place(limit('s1', 'sell', 101, 2));
    original.place(limit('b2', 'buy', 100, 1));
    const book = OrderBook.restore('X', original.snapshot(), original.lastSeq);
    expect(book.snapshot()).toEqual(original.snapshot());
    expect(book.depth(10)).toEqual(original.depth(10));
    expect(summary(book.place(limit('b1', 'buy', 1, 1)))).toEqual(['rejected:duplicate_id b1']);
    expect(summary(book.cancel('s1'))).toEqual(['cancelled:user s1']);
  });

  it.each<[string, RestingOrder[], number]>([
    ['a crossed book', [resting('b1', 'buy', 100, 1, 1), resting('s1', 'sell', 100, 1, 2)], 2],
    ['a repeated id', [resting('b1', 'buy', 100, 1, 1), resting('b1', 'buy', 99, 1, 2)], 2],
    ['a repeated seq', [resting('b1', 'buy', 100, 1, 1), resting('b2', 'buy', 99, 1, 1)], 2],
    ['a seq beyond lastSeq', [resting('b1', 'buy', 100, 1, 3)], 2],
    ['a zero remaining', [resting('b1', 'buy', 100, 0, 1)], 2],
    ['a fractional price', [resting('b1', 'buy', 100.5, 1, 1)], 2],
    ['a negative lastSeq', [], -1],
  ])('refuses %s', (_name, orders, lastSeq) => {
    expect(() => OrderBook.restore('X', orders, lastSeq)).toThrow(/restore X/);
  });
});
