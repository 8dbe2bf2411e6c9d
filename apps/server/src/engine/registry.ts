import { IdTable } from './idTable.ts';
import { BookOrder } from './priceLevel.ts';
import type { Side } from './types.ts';

/**
 * What a book remembers besides its price levels: the sequence counter that orders every event
 * and every order's time priority, the live orders by id (for O(1) cancel), and every id it has
 * ever been given.
 *
 * Seen ids are kept forever so a reused id is refused. The server layer keeps ids unique anyway;
 * this is the engine's own guard, and why memory grows with the orders placed since the last
 * restore (a restored book knows only the ids still resting). Both live in one IdTable, where an
 * order holds the slot of its id, so each placed order costs one hash probe and resting, filling
 * or cancelling it none beyond the cancel's own lookup.
 *
 * It also makes the BookOrder objects, and takes back those of orders that left the book to make
 * the next ones: resting orders live long enough to be copied by the young-generation garbage
 * collector, so allocating one per order was a steady cost that recycling removes.
 */
export class Registry {
  private readonly ids = new IdTable();
  private seq: number;
  private resting = 0;
  /** Objects of orders that left the book, for admit to reuse. */
  private readonly spare: BookOrder[] = [];

  constructor(lastSeq = 0) {
    this.seq = lastSeq;
  }

  get lastSeq(): number {
    return this.seq;
  }

  get restingCount(): number {
    return this.resting;
  }

  nextSeq(): number {
    return ++this.seq;
  }

  /**
   * Takes the id for a new order and returns its slot, the id's position for good, which its
   * BookOrder carries if it rests; -1 if the id was ever taken before.
   */
  claim(id: string): number {
    return this.ids.claim(id);
  }

  /** The resting order with this id, if it is still on the book. */
  live(id: string): BookOrder | undefined {
    return this.ids.find(id);
  }

  /** Puts an order on the books under the slot its id was claimed at. */
  admit(id: string, owner: string, side: Side, price: number, remaining: number, seq: number, slot: number): BookOrder {
    let order = this.spare.pop();
    if (order === undefined) {
      order = new BookOrder(id, owner, side, price, remaining, seq, slot);
    } else {
      order.id = id;
      order.owner = owner;
      order.side = side;
      order.price = price;
      order.remaining = remaining;
      order.seq = seq;
      order.slot = slot;
    }
    this.ids.set(order);
    this.resting++;
    return order;
  }

  /**
   * The order left the book (filled or cancelled); its id stays taken. Its fields stay readable
   * until the next admit, which may reuse the object.
   */
  retire(order: BookOrder): void {
    this.ids.clear(order);
    this.resting--;
    this.spare.push(order);
  }
}
