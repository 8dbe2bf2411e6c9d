import { PriceLevel, type BookOrder } from './priceLevel.ts';
import type { Side } from './types.ts';

const INITIAL_CAPACITY = 64;

/**
 * One side of a book: its price levels sorted worst to best, so the best level is the last one
 * (O(1) to read, a pop when a taker empties it), and a level elsewhere is found by binary search
 * and inserted or dropped by shifting the levels behind it.
 *
 * What is sorted and shifted is plain numbers, never the level objects: per level a pair in one
 * Float64Array, its key (its price on the bid side, minus its price on the ask side, so both
 * sides sort ascending and one search serves both) and the slot of its object in `pool`. A
 * Float64Array holds every safe integer and its negation exactly, and shifting it is one
 * copyWithin, a memmove. The array of level objects this replaces cost over four times as much
 * to splice as the array of their prices beside it (moved references concern V8's garbage
 * collector, moved numbers do not), and the two splices were a third of the engine's time. Keys
 * and slots share one array because each copyWithin also costs a fixed call into the runtime,
 * as much as moving a few hundred numbers. A level object keeps its slot for life; an emptied
 * one is reused for the next new price, so a busy book stops allocating levels.
 */
export class BookSide {
  /** [key, slot] per level, ascending by key: worst level first, best last. Only the first `count` pairs are levels. */
  private levels = new Float64Array(2 * INITIAL_CAPACITY);
  private count = 0;
  private readonly pool: PriceLevel[] = [];
  private readonly freeSlots: number[] = [];
  /** key = sign × price. */
  private readonly sign: number;

  constructor(readonly side: Side) {
    this.sign = side === 'buy' ? 1 : -1;
  }

  best(): PriceLevel | undefined {
    return this.count === 0 ? undefined : this.pool[this.levels[2 * this.count - 1] as number];
  }

  /** The level `fromBest` steps behind the best one (0 = best). */
  levelAt(fromBest: number): PriceLevel | undefined {
    const at = this.count - 1 - fromBest;
    return at < 0 || at >= this.count ? undefined : this.pool[this.levels[2 * at + 1] as number];
  }

  levelCount(): number {
    return this.count;
  }

  add(order: BookOrder): void {
    const key = this.sign * order.price;
    const at = this.lowerBound(key);
    const level = at < this.count && this.levels[2 * at] === key ? (this.pool[this.levels[2 * at + 1] as number] as PriceLevel) : this.insertLevel(at, key, order.price);
    level.append(order);
  }

  remove(order: BookOrder): void {
    const level = order.level;
    if (level === null) return;
    level.remove(order);
    if (level.isEmpty()) this.dropLevel(level);
  }

  private insertLevel(at: number, key: number, price: number): PriceLevel {
    if (2 * this.count === this.levels.length) this.grow();
    const free = this.freeSlots.pop();
    let slot: number;
    let level: PriceLevel;
    if (free === undefined) {
      slot = this.pool.length;
      level = new PriceLevel(price);
      this.pool.push(level);
    } else {
      slot = free;
      level = this.pool[slot] as PriceLevel;
      level.price = price;
    }
    const levels = this.levels;
    if (at < this.count) levels.copyWithin(2 * at + 2, 2 * at, 2 * this.count);
    levels[2 * at] = key;
    levels[2 * at + 1] = slot;
    this.count++;
    return level;
  }

  /** Removes an emptied level; the best one, the usual case while matching, costs a pop. */
  private dropLevel(level: PriceLevel): void {
    const levels = this.levels;
    const last = this.count - 1;
    const key = this.sign * level.price;
    const at = levels[2 * last] === key ? last : this.lowerBound(key);
    this.freeSlots.push(levels[2 * at + 1] as number);
    if (at < last) levels.copyWithin(2 * at, 2 * at + 2, 2 * this.count);
    this.count = last;
  }

  /** First index whose key is not below `key` (binary search). */
  private lowerBound(key: number): number {
    const levels = this.levels;
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((levels[2 * mid] as number) < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private grow(): void {
    const levels = new Float64Array(2 * this.levels.length);
    levels.set(this.levels);
    this.levels = levels;
  }
}
