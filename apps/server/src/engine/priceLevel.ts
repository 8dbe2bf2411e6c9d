import type { Side } from './types.ts';

/**
 * A resting order is its own node in its level's queue (an intrusive doubly linked list), so a
 * cancel unlinks it in O(1) without searching and the queue allocates nothing per order.
 */
export class BookOrder {
  prev: BookOrder | null = null;
  next: BookOrder | null = null;
  level: PriceLevel | null = null;

  constructor(
    readonly id: string,
    readonly owner: string,
    readonly side: Side,
    readonly price: number,
    public remaining: number,
    readonly seq: number,
  ) {}
}

/**
 * All resting orders at one price, oldest first; `quantity` is their sum so depth is O(levels).
 * Each order's lots are a safe integer; the sum stays exact as long as one price holds under
 * 2^53 lots in all, which balances bound long before (every resting lot is backed by funds).
 */
export class PriceLevel {
  head: BookOrder | null = null;
  tail: BookOrder | null = null;
  quantity = 0;

  constructor(readonly price: number) {}

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
