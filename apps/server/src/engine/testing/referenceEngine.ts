// A deliberately naive matching engine, the oracle of the property tests: each side is a plain
// array re-sorted on every insert, matching always takes element 0, and FOK is decided by trying
// the order on a copy of the book. Slow, but simple enough to be obviously right; it shares
// nothing with the real engine but the types.
import type { CancelReason, Depth, EngineEvent, RejectReason, RestingOrder, SelfTradePrevention, Side } from '../types.ts';

const positive = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
const named = (s: unknown): s is string => typeof s === 'string' && s !== '';

interface Taking {
  id: string;
  owner: string;
  side: Side;
  limit: number | null;
  byFunds: boolean;
  left: number;
  stp: SelfTradePrevention;
}

export class ReferenceEngine {
  /** Best first: highest bid, then oldest. */
  private bids: RestingOrder[] = [];
  /** Best first: lowest ask, then oldest. */
  private asks: RestingOrder[] = [];
  private seen = new Set<string>();
  lastSeq = 0;

  place(input: unknown): EngineEvent[] {
    const events: EngineEvent[] = [];
    const o = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
    const id = typeof o.id === 'string' ? o.id : '';
    if (!this.valid(o)) return this.reject(events, id, 'invalid');
    if (this.seen.has(id)) return this.reject(events, id, 'duplicate_id');
    this.seen.add(id);

    const side = o.side as Side;
    const owner = o.owner as string;
    const book = side === 'buy' ? this.asks : this.bids;
    const stp = (o.stp ?? 'cancel_taker') as SelfTradePrevention;

    if (o.kind === 'market') {
      if (book.length === 0) return this.reject(events, id, 'no_liquidity');
      const byFunds = o.funds !== undefined;
      const left = (byFunds ? o.funds : o.quantity) as number;
      events.push({ type: 'accepted', seq: ++this.lastSeq, orderId: id, owner, side, price: null, quantity: byFunds ? null : left, funds: byFunds ? left : null });
      const taker: Taking = { id, owner, side, limit: null, byFunds, left, stp };
      const stopped = this.take(taker, events);
      if (taker.left > 0) this.cancelTaker(events, taker, stopped ?? 'market_remainder');
      return events;
    }

    const price = o.price as number;
    const quantity = o.quantity as number;
    const tif = o.tif ?? 'GTC';
    if (o.postOnly === true && book.length > 0 && this.crosses(side, price, book[0]!.price)) return this.reject(events, id, 'post_only_would_cross');
    if (tif === 'FOK') {
      const trial = this.copy();
      const probe: Taking = { id, owner, side, limit: price, byFunds: false, left: quantity, stp };
      trial.take(probe, []);
      if (probe.left > 0) return this.reject(events, id, 'fok_unfillable');
    }
    const seq = ++this.lastSeq;
    events.push({ type: 'accepted', seq, orderId: id, owner, side, price, quantity, funds: null });
    const taker: Taking = { id, owner, side, limit: price, byFunds: false, left: quantity, stp };
    const stopped = this.take(taker, events);
    if (taker.left === 0) return events;
    if (stopped === 'self_trade') this.cancelTaker(events, taker, 'self_trade');
    else if (tif === 'IOC') this.cancelTaker(events, taker, 'ioc_remainder');
    else if (tif === 'FOK') this.cancelTaker(events, taker, 'fok_unfillable');
    else {
      const mine = side === 'buy' ? this.bids : this.asks;
      mine.push({ id, owner, side, price, remaining: taker.left, seq });
      mine.sort((a, b) => (a.price === b.price ? a.seq - b.seq : side === 'buy' ? b.price - a.price : a.price - b.price));
      events.push({ type: 'rested', seq: ++this.lastSeq, orderId: id, price, remaining: taker.left });
    }
    return events;
  }

  cancel(orderId: string): EngineEvent[] {
    for (const book of [this.bids, this.asks]) {
      const at = book.findIndex((o) => o.id === orderId);
      if (at < 0) continue;
      const [order] = book.splice(at, 1);
      return [{ type: 'cancelled', seq: ++this.lastSeq, orderId, owner: order!.owner, remaining: order!.remaining, reason: 'user' }];
    }
    return [];
  }

  bestBid(): number | null {
    return this.bids[0]?.price ?? null;
  }

  bestAsk(): number | null {
    return this.asks[0]?.price ?? null;
  }

  depth(levels: number): Depth {
    const aggregate = (book: RestingOrder[]) => {
      const out: Array<[number, number]> = [];
      for (const o of book) {
        const last = out[out.length - 1];
        if (last && last[0] === o.price) last[1] += o.remaining;
        else out.push([o.price, o.remaining]);
      }
      return out.slice(0, levels);
    };
    return { bids: aggregate(this.bids), asks: aggregate(this.asks) };
  }

  size(): number {
    return this.bids.length + this.asks.length;
  }

  snapshot(): RestingOrder[] {
    return [...this.bids, ...this.asks].map((o) => ({ ...o })).sort((a, b) => a.seq - b.seq);
  }

  /** Fills the taker from element 0 of the opposite book; returns 'self_trade' if STP stopped it. */
  private take(taker: Taking, events: EngineEvent[]): 'self_trade' | null {
    const book = taker.side === 'buy' ? this.asks : this.bids;
    while (taker.left > 0 && book.length > 0) {
      const maker = book[0]!;
      if (taker.limit !== null && !this.crosses(taker.side, taker.limit, maker.price)) return null;
      if (maker.owner === taker.owner && taker.stp !== 'none') {
        if (taker.stp === 'cancel_taker') return 'self_trade';
        book.shift();
        events.push({ type: 'cancelled', seq: ++this.lastSeq, orderId: maker.id, owner: maker.owner, remaining: maker.remaining, reason: 'self_trade' });
        if (taker.stp === 'cancel_both') return 'self_trade';
        continue;
      }
      const canTake = taker.byFunds ? Number(BigInt(taker.left) / BigInt(maker.price)) : taker.left;
      const lots = Math.min(canTake, maker.remaining);
      if (lots === 0) return null;
      maker.remaining -= lots;
      taker.left -= taker.byFunds ? lots * maker.price : lots;
      const seq = ++this.lastSeq;
      events.push({
        type: 'trade',
        seq,
        tradeId: seq,
        price: maker.price,
        quantity: lots,
        takerOrderId: taker.id,
        makerOrderId: maker.id,
        takerOwner: taker.owner,
        makerOwner: maker.owner,
        takerSide: taker.side,
        makerRemaining: maker.remaining,
        takerRemaining: taker.left,
      });
      if (maker.remaining === 0) book.shift();
    }
    return null;
  }

  private crosses(side: Side, limit: number, makerPrice: number): boolean {
    return side === 'buy' ? makerPrice <= limit : makerPrice >= limit;
  }

  private valid(o: Record<string, unknown>): boolean {
    if (!named(o.id) || !named(o.owner) || (o.side !== 'buy' && o.side !== 'sell')) return false;
    if (![undefined, 'cancel_taker', 'cancel_maker', 'cancel_both', 'none'].includes(o.stp as string)) return false;
    if (o.kind === 'limit') {
      if (!positive(o.price) || !positive(o.quantity) || ![undefined, 'GTC', 'IOC', 'FOK'].includes(o.tif as string)) return false;
      if (![undefined, true, false].includes(o.postOnly as boolean)) return false;
      return !(o.postOnly === true && o.tif !== undefined && o.tif !== 'GTC');
    }
    if (o.kind !== 'market') return false;
    if (o.funds !== undefined && o.quantity !== undefined) return false;
    if (o.funds !== undefined) return o.side === 'buy' && positive(o.funds);
    return positive(o.quantity);
  }

  private reject(events: EngineEvent[], orderId: string, reason: RejectReason): EngineEvent[] {
    events.push({ type: 'rejected', seq: ++this.lastSeq, orderId, reason });
    return events;
  }

  private cancelTaker(events: EngineEvent[], taker: Taking, reason: CancelReason): void {
    events.push({ type: 'cancelled', seq: ++this.lastSeq, orderId: taker.id, owner: taker.owner, remaining: taker.left, reason });
  }

  private copy(): ReferenceEngine {
    const copy = new ReferenceEngine();
    copy.bids = this.bids.map((o) => ({ ...o }));
    copy.asks = this.asks.map((o) => ({ ...o }));
    copy.seen = new Set(this.seen);
    copy.lastSeq = this.lastSeq;
    return copy;
  }
}
