import { BookSide } from './bookSide.ts';
import { MARKET_BUY_LIMIT, MARKET_SELL_LIMIT, Taker, canFill, crosses, match } from './matching.ts';
import type { BookOrder } from './priceLevel.ts';
import { Registry } from './registry.ts';
import type { CancelReason, Depth, EngineEvent, LimitOrder, MarketOrder, OrderInput, RejectReason, RestingOrder, Side } from './types.ts';
import { isValidOrder, isValidRestingOrder } from './validation.ts';

type Accepted = Extract<EngineEvent, { type: 'accepted' }>;

const view = (o: BookOrder): RestingOrder => ({ id: o.id, owner: o.owner, side: o.side, price: o.price, remaining: o.remaining, seq: o.seq });

/**
 * The matching engine of one symbol. Pure: no I/O, no clock, no randomness, so the same inputs
 * always give the same events (the server replays its input log to rebuild a book). One writer
 * per symbol calls it; it is not meant to be shared between threads of control.
 */
export class OrderBook {
  private readonly bids = new BookSide('buy');
  private readonly asks = new BookSide('sell');
  private registry = new Registry();
  private readonly taker = new Taker();

  constructor(readonly symbol: string) {}

  get lastSeq(): number {
    return this.registry.lastSeq;
  }

  place(input: OrderInput): EngineEvent[] {
    if (!isValidOrder(input)) {
      const id = (input as { id?: unknown } | null)?.id;
      return [this.rejection(typeof id === 'string' ? id : '', 'invalid')];
    }
    // From here the id is taken whatever happens, so an id always names one decision.
    const slot = this.registry.claim(input.id);
    if (slot < 0) return [this.rejection(input.id, 'duplicate_id')];
    return input.kind === 'limit' ? this.placeLimit(input, slot) : this.placeMarket(input);
  }

  /** Cancels a resting order; an unknown or finished id is not an error, just nothing to do. */
  cancel(orderId: string): EngineEvent[] {
    const order = typeof orderId === 'string' ? this.registry.live(orderId) : undefined;
    if (order === undefined) return [];
    this.sideOf(order.side).remove(order);
    this.registry.retire(order);
    return [this.cancellation(order.id, order.owner, order.remaining, 'user')];
  }

  order(orderId: string): RestingOrder | undefined {
    const order = typeof orderId === 'string' ? this.registry.live(orderId) : undefined;
    return order === undefined ? undefined : view(order);
  }

  bestBid(): number | null {
    return this.bids.best()?.price ?? null;
  }

  bestAsk(): number | null {
    return this.asks.best()?.price ?? null;
  }

  /** Aggregated quantity per price, best first, at most `levels` per side. */
  depth(levels: number): Depth {
    return { bids: this.levelsOf(this.bids, levels), asks: this.levelsOf(this.asks, levels) };
  }

  /** Number of resting orders. */
  size(): number {
    return this.registry.restingCount;
  }

  /** Every resting order, oldest first: what `restore` takes back after a restart. */
  snapshot(): RestingOrder[] {
    const orders: RestingOrder[] = [];
    for (const side of [this.bids, this.asks]) {
      for (let i = 0; i < side.levelCount(); i++) {
        for (let o = side.levelAt(i)?.head ?? null; o !== null; o = o.next) orders.push(view(o));
      }
    }
    return orders.sort((a, b) => a.seq - b.seq);
  }

  /**
   * Rebuilds a book from its resting orders, queueing each level by the orders' original seq so
   * time priority survives the restart. Throws on a snapshot that cannot be a real book (bad
   * numbers, repeated ids or seqs, a seq beyond lastSeq, a crossed book): that is corrupt state,
   * not user input.
   */
  static restore(symbol: string, resting: RestingOrder[], lastSeq: number): OrderBook {
    if (!Number.isSafeInteger(lastSeq) || lastSeq < 0) throw new Error(`restore ${symbol}: invalid lastSeq ${lastSeq}`);
    const book = new OrderBook(symbol);
    book.registry = new Registry(lastSeq);
    let previousSeq = 0;
    for (const o of [...resting].sort((a, b) => a.seq - b.seq)) {
      const slot = isValidRestingOrder(o) && o.seq > previousSeq && o.seq <= lastSeq ? book.registry.claim(o.id) : -1;
      if (slot < 0) throw new Error(`restore ${symbol}: invalid resting order ${JSON.stringify(o)}`);
      previousSeq = o.seq;
      book.sideOf(o.side).add(book.registry.admit(o.id, o.owner, o.side, o.price, o.remaining, o.seq, slot));
    }
    const bid = book.bestBid();
    const ask = book.bestAsk();
    if (bid !== null && ask !== null && bid >= ask) throw new Error(`restore ${symbol}: crossed book ${bid} >= ${ask}`);
    return book;
  }

  /**
   * `slot` is where the registry filed the order's id, kept by the order if it rests. An order
   * that does not reach the best opposite price, the usual maker, skips the matching loop and
   * gets its events as one exact-size array literal: an array grown by push reserves room for
   * sixteen events, and events are most of what the engine allocates.
   */
  private placeLimit(input: LimitOrder, slot: number): EngineEvent[] {
    const opposite = this.sideOf(input.side === 'buy' ? 'sell' : 'buy');
    const tif = input.tif ?? 'GTC';
    const best = opposite.best();
    const crossing = best !== undefined && crosses(input.side, input.price, best.price);
    if (input.postOnly === true && crossing) return [this.rejection(input.id, 'post_only_would_cross')];
    if (!crossing) {
      if (tif === 'FOK') return [this.rejection(input.id, 'fok_unfillable')];
      const accepted = this.accepted(input, input.price, input.quantity, null);
      if (tif === 'IOC') return [accepted, this.cancellation(input.id, input.owner, input.quantity, 'ioc_remainder')];
      return [accepted, this.rest(input, input.quantity, accepted.seq, slot)];
    }

    const taker = this.resetTaker(input, input.price);
    taker.remaining = input.quantity;
    if (tif === 'FOK' && !canFill(opposite, taker)) return [this.rejection(input.id, 'fok_unfillable')];
    const accepted = this.accepted(input, input.price, input.quantity, null);
    const events: EngineEvent[] = [accepted];
    const end = match(opposite, taker, this.registry, events);
    if (end === 'filled') return events;
    if (end === 'exhausted' && tif === 'GTC') {
      events.push(this.rest(input, taker.remaining, accepted.seq, slot));
      return events;
    }
    // canFill made sure a FOK order fills, so 'fok_unfillable' here would only report a remainder it failed to foresee.
    events.push(this.cancellation(taker.id, taker.owner, taker.left(), end === 'self_trade' ? 'self_trade' : tif === 'IOC' ? 'ioc_remainder' : 'fok_unfillable'));
    return events;
  }

  private placeMarket(input: MarketOrder): EngineEvent[] {
    const opposite = this.sideOf(input.side === 'buy' ? 'sell' : 'buy');
    if (opposite.best() === undefined) return [this.rejection(input.id, 'no_liquidity')];
    const taker = this.resetTaker(input, input.side === 'buy' ? MARKET_BUY_LIMIT : MARKET_SELL_LIMIT);
    // Validation guarantees exactly one of funds and quantity.
    const funds = input.funds ?? null;
    const quantity = funds === null ? (input.quantity as number) : null;
    taker.byFunds = funds !== null;
    taker.funds = funds ?? 0;
    taker.remaining = quantity ?? 0;

    const events: EngineEvent[] = [this.accepted(input, null, quantity, funds)];
    const end = match(opposite, taker, this.registry, events);
    if (end !== 'filled') events.push(this.cancellation(taker.id, taker.owner, taker.left(), end === 'self_trade' ? 'self_trade' : 'market_remainder'));
    return events;
  }

  private resetTaker(input: OrderInput, limit: number): Taker {
    const taker = this.taker;
    taker.id = input.id;
    taker.owner = input.owner;
    taker.side = input.side;
    taker.limit = limit;
    taker.remaining = 0;
    taker.byFunds = false;
    taker.funds = 0;
    taker.stp = input.stp ?? 'cancel_taker';
    return taker;
  }

  /** The acceptance; its seq is the order's time priority. */
  private accepted(input: OrderInput, price: number | null, quantity: number | null, funds: number | null): Accepted {
    return { type: 'accepted', seq: this.registry.nextSeq(), orderId: input.id, owner: input.owner, side: input.side, price, quantity, funds };
  }

  private rejection(orderId: string, reason: RejectReason): EngineEvent {
    return { type: 'rejected', seq: this.registry.nextSeq(), orderId, reason };
  }

  private cancellation(orderId: string, owner: string, remaining: number, reason: CancelReason): EngineEvent {
    return { type: 'cancelled', seq: this.registry.nextSeq(), orderId, owner, remaining, reason };
  }

  /** Puts what is left of a limit order on its side of the book, with the seq of its acceptance. */
  private rest(input: LimitOrder, remaining: number, seq: number, slot: number): EngineEvent {
    this.sideOf(input.side).add(this.registry.admit(input.id, input.owner, input.side, input.price, remaining, seq, slot));
    return { type: 'rested', seq: this.registry.nextSeq(), orderId: input.id, price: input.price, remaining };
  }

  private sideOf(side: Side): BookSide {
    return side === 'buy' ? this.bids : this.asks;
  }

  private levelsOf(side: BookSide, max: number): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    for (let i = 0; i < max; i++) {
      const level = side.levelAt(i);
      if (level === undefined) break;
      out.push([level.price, level.quantity]);
    }
    return out;
  }
}
