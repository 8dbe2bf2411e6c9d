import { PriceLevel, type BookOrder } from './priceLevel.ts';
import type { Side } from './types.ts';

/**
 * One side of a book: its price levels sorted worst to best, so the best level is the last
 * element (O(1) to read, O(1) to drop when a taker empties it) and new orders, which mostly
 * arrive near the best price, splice near the end. Levels are found by binary search over a
 * parallel array of their prices, a packed array of numbers that stays in cache: measured, that
 * beat a Map from price to level.
 */
export class BookSide {
  /** Worst first, best last. */
  private readonly levels: PriceLevel[] = [];
  /** levels[i].price, kept beside it for the binary search. */
  private readonly prices: number[] = [];

  constructor(readonly side: Side) {}

  best(): PriceLevel | undefined {
    return this.levels[this.levels.length - 1];
  }

  /** The level `fromBest` steps behind the best one (0 = best). */
  levelAt(fromBest: number): PriceLevel | undefined {
    return this.levels[this.levels.length - 1 - fromBest];
  }

  levelCount(): number {
    return this.levels.length;
  }

  add(order: BookOrder): void {
    const at = this.insertionIndex(order.price);
    let level = this.levels[at - 1];
    if (level === undefined || level.price !== order.price) {
      level = new PriceLevel(order.price);
      this.levels.splice(at, 0, level);
      this.prices.splice(at, 0, order.price);
    }
    level.append(order);
  }

  remove(order: BookOrder): void {
    const level = order.level;
    if (level === null) return;
    level.remove(order);
    if (level.isEmpty()) this.dropLevel(level);
  }

  /** Removes an emptied level; the best one, the usual case while matching, costs a pop. */
  private dropLevel(level: PriceLevel): void {
    const last = this.levels.length - 1;
    if (this.levels[last] === level) {
      this.levels.pop();
      this.prices.pop();
      return;
    }
    const at = this.insertionIndex(level.price) - 1;
    this.levels.splice(at, 1);
    this.prices.splice(at, 1);
  }

  /** Index just past the last level whose price is not better than `price` (binary search). */
  private insertionIndex(price: number): number {
    const prices = this.prices;
    const buy = this.side === 'buy';
    let lo = 0;
    let hi = prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const p = prices[mid] as number;
      if (buy ? p > price : p < price) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
