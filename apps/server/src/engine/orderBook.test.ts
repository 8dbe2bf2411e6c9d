import { describe, expect, it } from 'vitest';
import { OrderBook } from './orderBook.ts';
import { limit, market, summary } from './testing/orders.ts';
import type { OrderInput } from './types.ts';

const bookWith = (...orders: OrderInput[]) => {
  const book = new OrderBook('BTC/USDT');
  for (const order of orders) book.place(order);
  return book;
};

describe('limit orders (GTC)', () => {
  it('accept and rest when they do not cross', () => {
    const book = new OrderBook('BTC/USDT');
    expect(book.place(limit('b1', 'buy', 100, 5))).toEqual([
      { type: 'accepted', seq: 1, orderId: 'b1', owner: 'maker', side: 'buy', price: 100, quantity: 5, funds: null },
      { type: 'rested', seq: 2, orderId: 'b1', price: 100, remaining: 5 },
    ]);
    expect(book.order('b1')).toEqual({ id: 'b1', owner: 'maker', side: 'buy', price: 100, remaining: 5, seq: 1 });
    expect([book.bestBid(), book.bestAsk(), book.size(), book.lastSeq]).toEqual([100, null, 1, 2]);
  });

  it('trade at the maker price and rest the remainder', () => {
    const book = bookWith(limit('s1', 'sell', 101, 3));
    expect(book.place(limit('b1', 'buy', 102, 5, { owner: 'taker' }))).toEqual([
      { type: 'accepted', seq: 3, orderId: 'b1', owner: 'taker', side: 'buy', price: 102, quantity: 5, funds: null },
      {
        type: 'trade',
        seq: 4,
        tradeId: 4,
        price: 101,
        quantity: 3,
        takerOrderId: 'b1',
        makerOrderId: 's1',
        takerOwner: 'taker',
        makerOwner: 'maker',
        takerSide: 'buy',
        makerRemaining: 0,
        takerRemaining: 2,
      },
      { type: 'rested', seq: 5, orderId: 'b1', price: 102, remaining: 2 },
    ]);
    expect([book.bestBid(), book.bestAsk(), book.order('s1')]).toEqual([102, null, undefined]);
  });

  it('match better prices first, then older orders within a price', () => {
    const book = bookWith(limit('s1', 'sell', 101, 2), limit('s2', 'sell', 101, 2), limit('s3', 'sell', 100, 1));
    expect(summary(book.place(limit('b1', 'buy', 101, 4, { owner: 'taker' })))).toEqual(['accepted b1', 'trade s3 1@100', 'trade s1 2@101', 'trade s2 1@101']);
    expect(book.order('s2')?.remaining).toBe(1);
    expect(book.depth(5)).toEqual({ bids: [], asks: [[101, 1]] });
  });

  it('never trade beyond their limit price', () => {
    const book = bookWith(limit('b1', 'buy', 99, 2), limit('b2', 'buy', 97, 2));
    expect(summary(book.place(limit('s1', 'sell', 98, 10, { owner: 'taker' })))).toEqual(['accepted s1', 'trade b1 2@99', 'rested s1']);
    expect(book.depth(5)).toEqual({ bids: [[97, 2]], asks: [[98, 8]] });
  });

  it('fill completely without resting when the book has enough', () => {
    const book = bookWith(limit('s1', 'sell', 100, 5));
    expect(summary(book.place(limit('b1', 'buy', 100, 5, { owner: 'taker' })))).toEqual(['accepted b1', 'trade s1 5@100']);
    expect(book.size()).toBe(0);
  });
});

describe('IOC orders', () => {
  it('take what they can and cancel the rest', () => {
    const book = bookWith(limit('s1', 'sell', 100, 2));
    const events = book.place(limit('b1', 'buy', 100, 5, { owner: 'taker', tif: 'IOC' }));
    expect(summary(events)).toEqual(['accepted b1', 'trade s1 2@100', 'cancelled:ioc_remainder b1']);
    expect(events.at(-1)).toMatchObject({ owner: 'taker', remaining: 3 });
    expect(book.size()).toBe(0);
  });

  it('are cancelled whole when nothing crosses', () => {
    const book = bookWith(limit('s1', 'sell', 101, 2));
    expect(summary(book.place(limit('b1', 'buy', 100, 5, { tif: 'IOC' })))).toEqual(['accepted b1', 'cancelled:ioc_remainder b1']);
    expect(book.bestBid()).toBeNull();
  });

  it('end without a cancellation when fully filled', () => {
    const book = bookWith(limit('s1', 'sell', 100, 5));
    expect(summary(book.place(limit('b1', 'buy', 100, 5, { owner: 'taker', tif: 'IOC' })))).toEqual(['accepted b1', 'trade s1 5@100']);
  });
});

describe('FOK orders', () => {
  it('fill across levels when enough lies within the limit', () => {
    const book = bookWith(limit('s1', 'sell', 100, 2), limit('s2', 'sell', 101, 3), limit('s3', 'sell', 102, 9));
    expect(summary(book.place(limit('b1', 'buy', 101, 5, { owner: 'taker', tif: 'FOK' })))).toEqual(['accepted b1', 'trade s1 2@100', 'trade s2 3@101']);
  });

  it('are rejected, changing nothing, when the book cannot fill them within the limit', () => {
    const book = bookWith(limit('s1', 'sell', 100, 2), limit('s2', 'sell', 101, 3), limit('s3', 'sell', 102, 9));
    const before = book.snapshot();
    expect(book.place(limit('b1', 'buy', 101, 6, { owner: 'taker', tif: 'FOK' }))).toEqual([{ type: 'rejected', seq: 7, orderId: 'b1', reason: 'fok_unfillable' }]);
    expect(book.snapshot()).toEqual(before);
  });

  it('are rejected on an empty book', () => {
    expect(summary(new OrderBook('X').place(limit('b1', 'buy', 101, 1, { tif: 'FOK' })))).toEqual(['rejected:fok_unfillable b1']);
  });
});

describe('post-only orders', () => {
  it('rest when they would not cross', () => {
    const book = bookWith(limit('s1', 'sell', 101, 2));
    expect(summary(book.place(limit('b1', 'buy', 100, 1, { postOnly: true })))).toEqual(['accepted b1', 'rested b1']);
  });

  it('are rejected, changing nothing, when they would take liquidity (touching the best price counts)', () => {
    const book = bookWith(limit('s1', 'sell', 101, 2));
    const before = book.snapshot();
    expect(book.place(limit('b1', 'buy', 101, 1, { postOnly: true }))).toEqual([{ type: 'rejected', seq: 3, orderId: 'b1', reason: 'post_only_would_cross' }]);
    expect(book.snapshot()).toEqual(before);
  });
});

describe('market orders by quantity', () => {
  it('walk the book at each maker price', () => {
    const book = bookWith(limit('b1', 'buy', 100, 2), limit('b2', 'buy', 90, 5));
    const events = book.place(market('m1', 'sell', { quantity: 4 }));
    expect(events[0]).toEqual({ type: 'accepted', seq: 5, orderId: 'm1', owner: 'taker', side: 'sell', price: null, quantity: 4, funds: null });
    expect(summary(events)).toEqual(['accepted m1', 'trade b1 2@100', 'trade b2 2@90']);
    expect(book.depth(5).bids).toEqual([[90, 3]]);
  });

  it('cancel what the book cannot fill', () => {
    const book = bookWith(limit('s1', 'sell', 100, 2));
    const events = book.place(market('m1', 'buy', { quantity: 5 }));
    expect(summary(events)).toEqual(['accepted m1', 'trade s1 2@100', 'cancelled:market_remainder m1']);
    expect(events.at(-1)).toMatchObject({ remaining: 3 });
  });

  it('are rejected when the other side is empty, and the id is spent', () => {
    const book = bookWith(limit('b1', 'buy', 100, 2));
    expect(summary(book.place(market('m1', 'buy', { quantity: 1 })))).toEqual(['rejected:no_liquidity m1']);
    book.place(limit('s1', 'sell', 100, 1));
    expect(summary(book.place(market('m1', 'buy', { quantity: 1 })))).toEqual(['rejected:duplicate_id m1']);
  });
});

describe('market buys by funds', () => {
  it('buy whole lots level by level and cancel funds too small for another lot', () => {
    const book = bookWith(limit('s1', 'sell', 10, 3), limit('s2', 'sell', 12, 5));
    const events = book.place(market('m1', 'buy', { funds: 60 }));
    expect(events[0]).toMatchObject({ type: 'accepted', price: null, quantity: null, funds: 60 });
    expect(summary(events)).toEqual(['accepted m1', 'trade s1 3@10', 'trade s2 2@12', 'cancelled:market_remainder m1']);
    expect(events.map((e) => (e.type === 'trade' ? e.takerRemaining : e.type === 'cancelled' ? e.remaining : null))).toEqual([null, 30, 6, 6]);
    expect(book.order('s2')?.remaining).toBe(3);
  });

  it('end without a cancellation when the funds are spent exactly', () => {
    const book = bookWith(limit('s1', 'sell', 10, 3));
    expect(summary(book.place(market('m1', 'buy', { funds: 30 })))).toEqual(['accepted m1', 'trade s1 3@10']);
  });

  it('cancel everything when the best price is beyond the funds', () => {
    const book = bookWith(limit('s1', 'sell', 10, 3));
    expect(summary(book.place(market('m1', 'buy', { funds: 9 })))).toEqual(['accepted m1', 'cancelled:market_remainder m1']);
    expect(book.order('s1')?.remaining).toBe(3);
  });

  it('stay exact at the edge of safe integers', () => {
    const book = bookWith(limit('s1', 'sell', 3, 2 ** 52));
    const events = book.place(market('m1', 'buy', { funds: Number.MAX_SAFE_INTEGER }));
    // floor((2^53 - 1) / 3) lots: a float quotient of this size would be one step from wrong.
    expect(events[1]).toMatchObject({ type: 'trade', quantity: 3002399751580330, makerRemaining: 1501199875790166, takerRemaining: 1 });
    expect(events[2]).toMatchObject({ type: 'cancelled', reason: 'market_remainder', remaining: 1 });
  });
});

describe('cancel', () => {
  it('removes a resting order once; again, or for an unknown id, it does nothing', () => {
    const book = bookWith(limit('b1', 'buy', 100, 5), limit('b2', 'buy', 100, 1));
    expect(book.cancel('b1')).toEqual([{ type: 'cancelled', seq: 5, orderId: 'b1', owner: 'maker', remaining: 5, reason: 'user' }]);
    expect(book.cancel('b1')).toEqual([]);
    expect(book.cancel('nope')).toEqual([]);
    expect([book.lastSeq, book.size(), book.depth(5).bids]).toEqual([5, 1, [[100, 1]]]);
  });

  it('does nothing for an order that already traded out', () => {
    const book = bookWith(limit('s1', 'sell', 100, 1), limit('b1', 'buy', 100, 1, { owner: 'taker' }));
    expect(book.cancel('s1')).toEqual([]);
    expect(book.cancel('b1')).toEqual([]);
  });

  it('leaves the queue of the other orders at the price in their order', () => {
    const book = bookWith(limit('s1', 'sell', 100, 1), limit('s2', 'sell', 100, 1), limit('s3', 'sell', 100, 1));
    book.cancel('s2');
    expect(summary(book.place(market('m1', 'buy', { quantity: 2 })))).toEqual(['accepted m1', 'trade s1 1@100', 'trade s3 1@100']);
  });

  it('drops an emptied level, wherever it is', () => {
    const book = bookWith(limit('b1', 'buy', 100, 1), limit('b2', 'buy', 99, 1), limit('b3', 'buy', 98, 1));
    book.cancel('b2');
    expect(book.depth(5).bids).toEqual([[100, 1], [98, 1]]);
    book.cancel('b1');
    expect(book.bestBid()).toBe(98);
  });
});

describe('order ids', () => {
  it('refuses the id of a live, finished or rejected order', () => {
    const book = bookWith(limit('b1', 'buy', 100, 5), limit('s1', 'sell', 100, 2, { owner: 'taker' }), limit('p1', 'sell', 90, 1, { postOnly: true }));
    for (const id of ['b1', 's1', 'p1']) expect(summary(book.place(limit(id, 'sell', 200, 1)))).toEqual([`rejected:duplicate_id ${id}`]);
    expect(book.snapshot()).toEqual([{ id: 'b1', owner: 'maker', side: 'buy', price: 100, remaining: 3, seq: 1 }]);
  });

  it('does not spend the id of an invalid order', () => {
    const book = new OrderBook('X');
    expect(summary(book.place(limit('b1', 'buy', 0, 5)))).toEqual(['rejected:invalid b1']);
    expect(summary(book.place(limit('b1', 'buy', 1, 5)))).toEqual(['accepted b1', 'rested b1']);
  });
});

describe('validation', () => {
  const base = limit('x', 'buy', 100, 5);
  const invalid: Array<[string, unknown]> = [
    ['zero price', { ...base, price: 0 }],
    ['negative price', { ...base, price: -1 }],
    ['fractional price', { ...base, price: 1.5 }],
    ['NaN quantity', { ...base, quantity: Number.NaN }],
    ['infinite quantity', { ...base, quantity: Infinity }],
    ['unsafe quantity', { ...base, quantity: 2 ** 53 }],
    ['price as a string', { ...base, price: '100' }],
    ['empty id', { ...base, id: '' }],
    ['missing owner', { ...base, owner: undefined }],
    ['unknown side', { ...base, side: 'long' }],
    ['unknown time in force', { ...base, tif: 'GTD' }],
    ['unknown STP mode', { ...base, stp: 'expire' }],
    ['post-only IOC', { ...base, postOnly: true, tif: 'IOC' }],
    ['post-only FOK', { ...base, postOnly: true, tif: 'FOK' }],
    ['non-boolean post-only', { ...base, postOnly: 'yes' }],
    ['market with quantity and funds', market('x', 'buy', { quantity: 1 }, { funds: 10 })],
    ['market with neither', { kind: 'market', id: 'x', owner: 'o', side: 'buy' }],
    ['market sell by funds', market('x', 'sell', { funds: 10 })],
    ['market with zero funds', market('x', 'buy', { funds: 0 })],
    ['unknown kind', { ...base, kind: 'stop' }],
  ];

  it.each(invalid)('rejects %s as invalid and changes nothing', (_name, input) => {
    const book = bookWith(limit('s1', 'sell', 100, 1), limit('b0', 'buy', 90, 1));
    const before = book.snapshot();
    expect(book.place(input as OrderInput)).toEqual([{ type: 'rejected', seq: 5, orderId: (input as OrderInput).id, reason: 'invalid' }]);
    expect(book.snapshot()).toEqual(before);
  });

  it('rejects what is not an order at all', () => {
    const book = new OrderBook('X');
    expect(book.place(null as unknown as OrderInput)).toEqual([{ type: 'rejected', seq: 1, orderId: '', reason: 'invalid' }]);
    expect(book.place(42 as unknown as OrderInput)).toEqual([{ type: 'rejected', seq: 2, orderId: '', reason: 'invalid' }]);
  });
});

describe('views', () => {
  it('aggregate depth per price, best first, up to the asked number of levels', () => {
    const book = bookWith(
      limit('b1', 'buy', 98, 1),
      limit('b2', 'buy', 99, 2),
      limit('b3', 'buy', 99, 3),
      limit('b4', 'buy', 97, 4),
      limit('s1', 'sell', 101, 5),
      limit('s2', 'sell', 103, 6),
    );
    expect(book.depth(2)).toEqual({ bids: [[99, 5], [98, 1]], asks: [[101, 5], [103, 6]] });
    expect(book.depth(0)).toEqual({ bids: [], asks: [] });
    expect([book.bestBid(), book.bestAsk(), book.size()]).toEqual([99, 101, 6]);
  });

  it('hand out copies, so callers cannot change the book', () => {
    const book = bookWith(limit('b1', 'buy', 98, 1));
    const view = book.order('b1')!;
    view.remaining = 1000;
    expect(book.order('b1')?.remaining).toBe(1);
  });
});
