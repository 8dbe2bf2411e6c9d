// Depth publishing for one symbol: the top of the engine's book as the wire's decimal strings, with
// a sequence number that rises by one per emitted payload, so a subscriber that misses one
// notices the gap and fetches a fresh snapshot (open/market/initData), which carries the same seq.
import type { DepthPayload, PriceLevel } from '@exchange/contract';

/** One side of a book: [price ticks, quantity lots], best first (bids high to low, asks low to high). */
export type BookSide<T> = ReadonlyArray<readonly [price: T, quantity: T]>;

export interface BookLevels<T> {
  bids: BookSide<T>;
  asks: BookSide<T>;
}

const sameLevels = (a: BookSide<unknown>, b: BookSide<unknown>): boolean =>
  a.length === b.length && a.every(([price, quantity], i) => Object.is(price, b[i]?.[0]) && Object.is(quantity, b[i]?.[1]));

export class DepthFeed {
  private seq = 0;
  // The raw levels last emitted: comparing integers first skips the string conversion when
  // nothing changed, which is the usual case on a timer tick.
  private lastBids: BookSide<unknown> = [];
  private lastAsks: BookSide<unknown> = [];
  private buyItems: PriceLevel[] = [];
  private sellItems: PriceLevel[] = [];

  /** @param symbolName the payload's symbolName; a feed not bound to one can be named in current(). */
  constructor(
    private readonly levels = 50,
    private readonly symbolName = '',
  ) {}

  /** The next payload when the top `levels` of either side changed, else null (seq unchanged). */
  update<T>(book: BookLevels<T>, toPrice: (ticks: T) => string, toAmount: (lots: T) => string): DepthPayload | null {
    const bids = book.bids.slice(0, this.levels);
    const asks = book.asks.slice(0, this.levels);
    if (this.seq > 0 && sameLevels(bids, this.lastBids) && sameLevels(asks, this.lastAsks)) return null;
    const convert = (side: BookSide<T>): PriceLevel[] => side.map(([price, quantity]) => [toPrice(price), toAmount(quantity)]);
    // Copies, because the engine may reuse its arrays for the next depth call.
    this.lastBids = bids.map(([p, q]) => [p, q] as const);
    this.lastAsks = asks.map(([p, q]) => [p, q] as const);
    this.buyItems = convert(bids);
    this.sellItems = convert(asks);
    this.seq += 1;
    return this.current();
  }

  /** The last emitted state (seq 0 and empty sides before the first update): the initData snapshot. */
  current(symbolName = this.symbolName): DepthPayload {
    return { symbolName, seq: this.seq, buyItems: this.buyItems, sellItems: this.sellItems };
  }
}

/** Lets an event through at most once per interval (depth ~10/s, a symbol's detail 1/s). */
export class Throttle {
  private last = Number.NEGATIVE_INFINITY;

  constructor(private readonly intervalMs: number) {}

  /**
   * True when the caller should emit now. It only gates: pair it with a timer or the next event,
   * so the last change in a burst still goes out once the interval has passed.
   */
  shouldEmit(now: number): boolean {
    // A clock that stepped back would otherwise hold everything until it caught up again.
    if (now - this.last < this.intervalMs && now >= this.last) return false;
    this.last = now;
    return true;
  }
}
