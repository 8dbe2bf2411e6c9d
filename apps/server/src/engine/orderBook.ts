import { BookSide } from './bookSide.ts';
import { MARKET_BUY_LIMIT, MARKET_SELL_LIMIT, Taker, canFill, crosses, match } from './matching.ts';
import { BookOrder } from './priceLevel.ts';
import { Registry } from './registry.ts';
import type { CancelReason, Depth, EngineEvent, LimitOrder, MarketOrder, OrderInput, RejectReason, RestingOrder, Side } from './types.ts';
import { isValidOrder, isValidRestingOrder } from './validation.ts';

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
    const events: EngineEvent[] = [];
    if (!isValidOrder(input)) {
      const id = (input as { id?: unknown } | null)?.id;
      return this.reject(events, typeof id === 'string' ? id : '', 'invalid');
    }
    // From here the id is taken whatever happens, so an id always names one decision.
    if (!this.registry.claim(input.id)) return this.reject(events, input.id, 'duplicate_id');
    if (input.kind === 'limit') this.placeLimit(input, events);
    else this.placeMarket(input, events);
    return events;
  }

  /** Cancels a resting order; an unknown or finished id is not an error, just nothing to do. */
  cancel(orderId: string): EngineEvent[] {
    const order = typeof orderId === 'string' ? this.registry.live(orderId) : undefined;
    if (order === undefined) return [];
    this.sideOf(order.side).remove(order);
    this.registry.retire(order);
    return [{ type: 'cancelled', seq: this.registry.nextSeq(), orderId: order.id, owner: order.owner, remaining: order.remaining, reason: 'user' }];
  }

  order(orderId: string): RestingOrder | undefined {
    const order = this.registry.live(orderId);
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
      if (!isValidRestingOrder(o) || o.seq <= previousSeq || o.seq > lastSeq || !book.registry.claim(o.id)) {
        throw new Error(`restore ${symbol}: invalid resting order ${JSON.stringify(o)}`);
      }
      previousSeq = o.seq;
      const order = new BookOrder(o.id, o.owner, o.side, o.price, o.remaining, o.seq);
      book.sideOf(o.side).add(order);
      book.registry.admit(order);
    }
    const bid = book.bestBid();
    const ask = book.bestAsk();
    if (bid !== null && ask !== null && bid >= ask) throw new Error(`restore ${symbol}: crossed book ${bid} >= ${ask}`);
    return book;
  }

  private placeLimit(input: LimitOrder, events: EngineEvent[]): void {
    const opposite = this.sideOf(input.side === 'buy' ? 'sell' : 'buy');
    const tif = input.tif ?? 'GTC';
    const taker = this.resetTaker(input, input.price);
    taker.remaining = input.quantity;

    const best = opposite.best();
    if (input.postOnly === true && best !== undefined && crosses(input.side, input.price, best.price)) {
      this.reject(events, input.id, 'post_only_would_cross');
      return;
    }
    if (tif === 'FOK' && !canFill(opposite, taker)) {
      this.reject(events, input.id, 'fok_unfillable');
      return;
    }

    const seq = this.accept(events, input, input.price, input.quantity, null);
    const end = match(opposite, taker, this.registry, events);
    if (end === 'filled') return;
    if (end === 'exhausted' && tif === 'GTC') {
      const order = new BookOrder(input.id, input.owner, input.side, input.price, taker.remaining, seq);
      this.sideOf(input.side).add(order);
      this.registry.admit(order);
      events.push({ type: 'rested', seq: this.registry.nextSeq(), orderId: input.id, price: input.price, remaining: taker.remaining });
      return;
    }
    // canFill made sure a FOK order fills, so 'fok_unfillable' here would only report a remainder it failed to foresee.
    this.cancelTaker(events, end === 'self_trade' ? 'self_trade' : tif === 'IOC' ? 'ioc_remainder' : 'fok_unfillable');
  }

  private placeMarket(input: MarketOrder, events: EngineEvent[]): void {
    const opposite = this.sideOf(input.side === 'buy' ? 'sell' : 'buy');
    if (opposite.best() === undefined) {
      this.reject(events, input.id, 'no_liquidity');
      return;
    }
    const taker = this.resetTaker(input, input.side === 'buy' ? MARKET_BUY_LIMIT : MARKET_SELL_LIMIT);
    // Validation guarantees exactly one of funds and quantity.
    const funds = input.funds ?? null;
    const quantity = funds === null ? (input.quantity as number) : null;
    taker.byFunds = funds !== null;
    taker.funds = funds ?? 0;
    taker.remaining = quantity ?? 0;

    this.accept(events, input, null, quantity, funds);
    const end = match(opposite, taker, this.registry, events);
    if (end !== 'filled') this.cancelTaker(events, end === 'self_trade' ? 'self_trade' : 'market_remainder');
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

  /** Emits the acceptance; its seq is the order's time priority. */
  private accept(events: EngineEvent[], input: OrderInput, price: number | null, quantity: number | null, funds: number | null): number {
    const seq = this.registry.nextSeq();
    events.push({ type: 'accepted', seq, orderId: input.id, owner: input.owner, side: input.side, price, quantity, funds });
    return seq;
  }

  private reject(events: EngineEvent[], orderId: string, reason: RejectReason): EngineEvent[] {
    events.push({ type: 'rejected', seq: this.registry.nextSeq(), orderId, reason });
    return events;
  }

  private cancelTaker(events: EngineEvent[], reason: CancelReason): void {
    const taker = this.taker;
    events.push({ type: 'cancelled', seq: this.registry.nextSeq(), orderId: taker.id, owner: taker.owner, remaining: taker.left(), reason });
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
