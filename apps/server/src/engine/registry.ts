import type { BookOrder } from './priceLevel.ts';

/**
 * What a book remembers besides its price levels: the sequence counter that orders every event
 * and every order's time priority, the live orders by id (for O(1) cancel), and every id it has
 * ever been given.
 *
 * Seen ids are kept forever so a reused id is refused. The server layer keeps ids unique anyway;
 * this is the engine's own guard, and why memory grows with the orders placed since the last
 * restore (a restored book knows only the ids still resting). The two are separate collections
 * because the seen set is large and cold while the live map stays small and hot: each placed
 * order touches the large one exactly once.
 */
export class Registry {
  private readonly seen = new Set<string>();
  private readonly resting = new Map<string, BookOrder>();
  private seq: number;

  constructor(lastSeq = 0) {
    this.seq = lastSeq;
  }

  get lastSeq(): number {
    return this.seq;
  }

  get restingCount(): number {
    return this.resting.size;
  }

  nextSeq(): number {
    return ++this.seq;
  }

  /** Takes the id for a new order; false if it was ever taken before. One hash lookup, not two. */
  claim(id: string): boolean {
    const before = this.seen.size;
    this.seen.add(id);
    return this.seen.size !== before;
  }

  /** The resting order with this id, if it is still on the book. */
  live(id: string): BookOrder | undefined {
    return this.resting.get(id);
  }

  admit(order: BookOrder): void {
    this.resting.set(order.id, order);
  }

  /** The order left the book (filled or cancelled); its id stays taken. */
  retire(order: BookOrder): void {
    this.resting.delete(order.id);
  }
}
