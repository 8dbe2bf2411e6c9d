import type { Side } from './types.ts';

/**
 * A resting order is its own node in its level's queue (an intrusive doubly linked list), so a
 * cancel unlinks it in O(1) without searching and the queue allocates nothing per order. It also
 * carries the slot of its id in the registry's IdTable, so leaving the book needs no id lookup.
 * Every field is writable because the registry recycles the object for a later order.
 */
export class BookOrder {
  prev: BookOrder | null = null;
  next: BookOrder | null = null;
  level: PriceLevel | null = null;

  constructor(
    public id: string,
    public owner: string,
    public side: Side,
    public price: number,
    public remaining: number,
    public seq: number,
    /** The id's position in the registry's IdTable. */
    public slot: number,
  ) {}
}

/**
 * All resting orders at one price, oldest first; `quantity` is their sum so depth is O(levels).
 * Its side reuses the object for another price once it is empty, hence the writable `price`.
 * Each order's lots are a safe integer; the sum stays exact as long as one price holds under
 * 2^53 lots in all, which balances bound long before (every resting lot is backed by funds).
 */
export class PriceLevel {
  head: BookOrder | null = null;
  tail: BookOrder | null = null;
  quantity = 0;

  constructor(public price: number) {}

  isEmpty(): boolean {
    return this.head === null;
  }

  append(order: BookOrder): void {
    order.level = this;
    order.prev = this.tail;
    order.next = null;
    if (this.tail === null) this.head = order;
    else this.tail.next = order;
    this.tail = order;
    this.quantity += order.remaining;
  }

  remove(order: BookOrder): void {
    if (order.prev === null) this.head = order.next;
    else order.prev.next = order.next;
    if (order.next === null) this.tail = order.prev;
    else order.next.prev = order.prev;
    this.quantity -= order.remaining;
    order.prev = order.next = order.level = null;
  }

  /** A partial fill of one of its orders: the order keeps its place in the queue. */
  reduce(order: BookOrder, lots: number): void {
    order.remaining -= lots;
    this.quantity -= lots;
  }
}
