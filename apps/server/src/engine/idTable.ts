import type { BookOrder } from './priceLevel.ts';

const INITIAL_CAPACITY = 1024;
const EMPTY = 0;
const PAGE_BITS = 11;
const PAGE_MASK = (1 << PAGE_BITS) - 1;

type Entry = string | BookOrder | null;

/**
 * Every order id a book was ever given, each with its resting order while it has one.
 *
 * Why not a Set of seen ids and a Map of live orders (the previous design): the seen set grows
 * with every order placed, so it is large and cold, and V8's hash set walks a chain of entries and
 * dereferences each entry's key string to reject it, a cache miss apiece; that one `add` per order
 * was measured at over a fifth of the engine's time.
 *
 * Here the ids sit in a dense store in the order they came, each followed by its resting order or
 * null, and an open-addressing index (linear probing) maps them there: per slot an Int32 pair of
 * the id's hash and its position. A lookup compares hashes in that packed Int32Array and reads a
 * stored id only when its hash matches. An id's position never changes, so a BookOrder carries it
 * (`BookOrder.slot`) and resting, filling or cancelling it needs no lookup; growing rebuilds only
 * the Int32Array, never the arrays the garbage collector has to trace.
 *
 * The hash is a fixed function of the id's characters (the engine has no randomness to seed it),
 * so a caller choosing ids adversarially could make them collide; ids come from the server, not
 * from users, and a collision costs time, never correctness.
 */
export class IdTable {
  /** index[2i] is a hash (EMPTY for a free slot), index[2i + 1] the position of its id in `pages`. */
  private index = new Int32Array(2 * INITIAL_CAPACITY);
  private mask = INITIAL_CAPACITY - 1;
  /**
   * The ids by position, in fixed-size pages so the store never copies itself to grow: in page
   * p >>> PAGE_BITS, at 2 × (p & PAGE_MASK) the id and after it its resting order or null.
   */
  private readonly pages: Entry[][] = [];
  private count = 0;

  /** Takes the id for a new order and returns its position, or -1 if it was ever taken before. */
  claim(id: string): number {
    const hash = hashOf(id);
    const index = this.index;
    const mask = this.mask;
    for (let i = hash & mask; ; i = (i + 1) & mask) {
      const h = index[2 * i] as number;
      if (h === EMPTY) {
        const position = this.count++;
        index[2 * i] = hash;
        index[2 * i + 1] = position;
        if ((position & PAGE_MASK) === 0) this.pages.push(new Array<Entry>(2 << PAGE_BITS).fill(null));
        (this.pages[position >>> PAGE_BITS] as Entry[])[2 * (position & PAGE_MASK)] = id;
        if (this.count * 2 > mask + 1) this.grow();
        return position;
      }
      if (h === hash && this.idAt(index[2 * i + 1] as number) === id) return -1;
    }
  }

  /** The resting order whose id this is, if any. */
  find(id: string): BookOrder | undefined {
    const hash = hashOf(id);
    const index = this.index;
    const mask = this.mask;
    for (let i = hash & mask; ; i = (i + 1) & mask) {
      const h = index[2 * i] as number;
      if (h === EMPTY) return undefined;
      if (h !== hash) continue;
      const position = index[2 * i + 1] as number;
      const page = this.pages[position >>> PAGE_BITS] as Entry[];
      const at = 2 * (position & PAGE_MASK);
      if (page[at] === id) return (page[at + 1] as BookOrder | null) ?? undefined;
    }
  }

  /** Files the order beside its id. */
  set(order: BookOrder): void {
    (this.pages[order.slot >>> PAGE_BITS] as Entry[])[2 * (order.slot & PAGE_MASK) + 1] = order;
  }

  /** The order left the book; its id stays taken. */
  clear(order: BookOrder): void {
    (this.pages[order.slot >>> PAGE_BITS] as Entry[])[2 * (order.slot & PAGE_MASK) + 1] = null;
  }

  private idAt(position: number): Entry | undefined {
    return (this.pages[position >>> PAGE_BITS] as Entry[])[2 * (position & PAGE_MASK)];
  }

  /** Doubles the index once it is half full. */
  private grow(): void {
    const old = this.index;
    const capacity = 2 * (this.mask + 1);
    const index = new Int32Array(2 * capacity);
    const mask = capacity - 1;
    for (let j = 0; j < old.length; j += 2) {
      const hash = old[j] as number;
      if (hash === EMPTY) continue;
      let i = hash & mask;
      while (index[2 * i] !== EMPTY) i = (i + 1) & mask;
      index[2 * i] = hash;
      index[2 * i + 1] = old[j + 1] as number;
    }
    this.index = index;
    this.mask = mask;
  }
}

/** FNV-1a over the UTF-16 code units, then murmur3's finaliser so the low bits the mask keeps are well mixed; never EMPTY. */
function hashOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h === EMPTY ? 1 : h;
}
