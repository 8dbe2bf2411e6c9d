import type { BookSide } from './bookSide.ts';
import type { BookOrder } from './priceLevel.ts';
import type { Registry } from './registry.ts';
import type { EngineEvent, SelfTradePrevention, Side } from './types.ts';

/**
 * The incoming order while it takes liquidity. One instance per book is reused for every order,
 * so matching allocates nothing but the events it reports.
 */
export class Taker {
  id = '';
  owner = '';
  side: Side = 'buy';
  /** Worst price it accepts; market orders use the widest bound so every level crosses. */
  limit = 0;
  /** Lots still wanted; unused when buying by funds. */
  remaining = 0;
  byFunds = false;
  /** Notional still to spend when buying by funds. */
  funds = 0;
  stp: SelfTradePrevention = 'cancel_taker';

  /** What is left of the order, in the unit it was given in. */
  left(): number {
    return this.byFunds ? this.funds : this.remaining;
  }
}

export const MARKET_BUY_LIMIT = Number.MAX_SAFE_INTEGER;
export const MARKET_SELL_LIMIT = 0;

/** Why matching stopped: nothing left to fill, no more acceptable liquidity, or STP ended the taker. */
export type MatchEnd = 'filled' | 'exhausted' | 'self_trade';

export function crosses(takerSide: Side, limit: number, makerPrice: number): boolean {
  return takerSide === 'buy' ? makerPrice <= limit : makerPrice >= limit;
}

/**
 * Whole lots that `funds` buys at `price`, by exact integer steps on safe integers: the remainder
 * `%` of two integers is exact, so `funds - remainder` is an exact multiple of `price` and its
 * division by `price` yields that integer exactly. No rounded quotient ever decides money, and
 * no BigInt is allocated per level (measured at about four times the cost). The product
 * lots × price that follows is at most `funds`, so it stays a safe integer.
 */
export function lotsAffordable(funds: number, price: number): number {
  return (funds - (funds % price)) / price;
}

/**
 * Whether a fill-or-kill taker would fill completely, read from the book without touching it.
 * Liquidity that STP would refuse does not count: under cancel_maker the taker's own orders are
 * skipped; under cancel_taker and cancel_both the taker would stop at the first of them.
 */
export function canFill(opposite: BookSide, taker: Taker): boolean {
  let need = taker.remaining;
  for (let i = 0; ; i++) {
    const level = opposite.levelAt(i);
    if (level === undefined || !crosses(taker.side, taker.limit, level.price)) return false;
    if (taker.stp === 'none') {
      need -= level.quantity;
      if (need <= 0) return true;
      continue;
    }
    for (let order = level.head; order !== null; order = order.next) {
      if (order.owner === taker.owner) {
        if (taker.stp === 'cancel_maker') continue;
        return false;
      }
      need -= order.remaining;
      if (need <= 0) return true;
    }
  }
}

/**
 * Fills the taker against the opposite side in price-time priority, always at the maker's price,
 * appending trade and STP cancellation events. The taker's own remainder is left to the caller,
 * which knows whether it rests or is cancelled.
 */
export function match(opposite: BookSide, taker: Taker, registry: Registry, events: EngineEvent[]): MatchEnd {
  for (;;) {
    const level = opposite.best();
    if (level === undefined || !crosses(taker.side, taker.limit, level.price)) return 'exhausted';
    const maker = level.head as BookOrder;

    if (maker.owner === taker.owner && taker.stp !== 'none') {
      if (taker.stp === 'cancel_taker') return 'self_trade';
      opposite.remove(maker);
      registry.retire(maker);
      events.push({ type: 'cancelled', seq: registry.nextSeq(), orderId: maker.id, owner: maker.owner, remaining: maker.remaining, reason: 'self_trade' });
      if (taker.stp === 'cancel_both') return 'self_trade';
      continue;
    }

    const wanted = taker.byFunds ? lotsAffordable(taker.funds, level.price) : taker.remaining;
    if (wanted === 0) return 'exhausted';
    const lots = maker.remaining < wanted ? maker.remaining : wanted;
    level.reduce(maker, lots);
    if (taker.byFunds) taker.funds -= lots * level.price;
    else taker.remaining -= lots;

    const seq = registry.nextSeq();
    events.push({
      type: 'trade',
      seq,
      tradeId: seq,
      price: level.price,
      quantity: lots,
      takerOrderId: taker.id,
      makerOrderId: maker.id,
      takerOwner: taker.owner,
      makerOwner: maker.owner,
      takerSide: taker.side,
      makerRemaining: maker.remaining,
      takerRemaining: taker.left(),
    });
    if (maker.remaining === 0) {
      opposite.remove(maker);
      registry.retire(maker);
    }
    if (taker.left() === 0) return 'filled';
  }
}
