// Self-trade prevention: the taker's mode decides what happens when it meets its owner's order.
import { describe, expect, it } from 'vitest';
import { OrderBook } from './orderBook.ts';
import { limit, market, summary } from './testing/orders.ts';
import type { SelfTradePrevention } from './types.ts';

/** Asks, in priority order: alice's a1 @100, bob's b1 @100, alice's a2 @101, 2 lots each. */
const book = () => {
  const b = new OrderBook('BTC/USDT');
  b.place(limit('a1', 'sell', 100, 2, { owner: 'alice' }));
  b.place(limit('b1', 'sell', 100, 2, { owner: 'bob' }));
  b.place(limit('a2', 'sell', 101, 2, { owner: 'alice' }));
  return b;
};
const aliceBuys = (stp: SelfTradePrevention | undefined, quantity = 5, tif: 'GTC' | 'FOK' = 'GTC') =>
  limit('t', 'buy', 101, quantity, { owner: 'alice', tif, ...(stp ? { stp } : {}) });

describe('self-trade prevention', () => {
  it('cancel_taker (the default) cancels the taker and leaves the maker', () => {
    const b = book();
    const events = b.place(aliceBuys(undefined));
    expect(summary(events)).toEqual(['accepted t', 'cancelled:self_trade t']);
    expect(events[1]).toMatchObject({ owner: 'alice', remaining: 5 });
    expect(b.size()).toBe(3);
  });

  it('cancel_taker keeps the fills made before meeting its own order', () => {
    const b = new OrderBook('X');
    b.place(limit('b1', 'sell', 100, 2, { owner: 'bob' }));
    b.place(limit('a1', 'sell', 100, 2, { owner: 'alice' }));
    const events = b.place(aliceBuys('cancel_taker'));
    expect(summary(events)).toEqual(['accepted t', 'trade b1 2@100', 'cancelled:self_trade t']);
    expect(events[2]).toMatchObject({ remaining: 3 });
  });

  it('cancel_maker cancels each own resting order met and goes on matching', () => {
    const b = book();
    const events = b.place(aliceBuys('cancel_maker'));
    expect(summary(events)).toEqual(['accepted t', 'cancelled:self_trade a1', 'trade b1 2@100', 'cancelled:self_trade a2', 'rested t']);
    expect(events[1]).toMatchObject({ owner: 'alice', remaining: 2 });
    expect(b.snapshot().map((o) => [o.id, o.remaining])).toEqual([['t', 3]]);
  });

  it('cancel_both cancels the own resting order and the taker', () => {
    const b = book();
    expect(summary(b.place(aliceBuys('cancel_both')))).toEqual(['accepted t', 'cancelled:self_trade a1', 'cancelled:self_trade t']);
    expect(b.snapshot().map((o) => o.id)).toEqual(['b1', 'a2']);
  });

  it('none lets an owner trade with itself', () => {
    expect(summary(book().place(aliceBuys('none')))).toEqual(['accepted t', 'trade a1 2@100', 'trade b1 2@100', 'trade a2 1@101']);
  });

  it('applies to market orders, whose remainder is then cancelled for self-trade', () => {
    const b = book();
    expect(summary(b.place(market('m', 'buy', { quantity: 3 }, { owner: 'alice' })))).toEqual(['accepted m', 'cancelled:self_trade m']);
    expect(summary(b.place(market('f', 'buy', { funds: 1000 }, { owner: 'alice', stp: 'cancel_maker' })))).toEqual([
      'accepted f',
      'cancelled:self_trade a1',
      'trade b1 2@100',
      'cancelled:self_trade a2',
      'cancelled:market_remainder f',
    ]);
  });

  it('is decided by the taker mode, not the maker one', () => {
    const b = new OrderBook('X');
    b.place(limit('a1', 'sell', 100, 2, { owner: 'alice', stp: 'none' }));
    expect(summary(b.place(aliceBuys(undefined)))).toEqual(['accepted t', 'cancelled:self_trade t']);
  });

  it('does not trigger between different owners', () => {
    expect(summary(book().place(limit('t', 'buy', 100, 1, { owner: 'carol', stp: 'cancel_both' })))).toEqual(['accepted t', 'trade a1 1@100']);
  });

  describe('with FOK, counts only liquidity the mode lets it take', () => {
    it('cancel_taker: nothing behind its own order at the head', () => {
      const b = book();
      expect(summary(b.place(aliceBuys('cancel_taker', 1, 'FOK')))).toEqual(['rejected:fok_unfillable t']);
      expect(b.size()).toBe(3);
    });

    it('cancel_maker: the others’ orders only, and its own are cancelled only if it fills', () => {
      const b = book();
      expect(summary(b.place(aliceBuys('cancel_maker', 3, 'FOK')))).toEqual(['rejected:fok_unfillable t']);
      expect(b.size()).toBe(3);
      expect(summary(b.place(limit('t2', 'buy', 101, 2, { owner: 'alice', tif: 'FOK', stp: 'cancel_maker' })))).toEqual([
        'accepted t2',
        'cancelled:self_trade a1',
        'trade b1 2@100',
      ]);
    });

    it('none: all of it', () => {
      expect(summary(book().place(aliceBuys('none', 6, 'FOK')))).toEqual(['accepted t', 'trade a1 2@100', 'trade b1 2@100', 'trade a2 2@101']);
    });
  });
});
