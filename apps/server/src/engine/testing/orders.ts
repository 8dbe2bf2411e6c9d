// Short builders for the example tests: `limit('b1', 'buy', 100, 5)` reads like the book it makes.
import type { EngineEvent, LimitOrder, MarketOrder, Side } from '../types.ts';

export const limit = (id: string, side: Side, price: number, quantity: number, extra: Partial<LimitOrder> = {}): LimitOrder => ({
  kind: 'limit',
  id,
  owner: 'maker',
  side,
  price,
  quantity,
  ...extra,
});

export const market = (id: string, side: Side, size: { quantity: number } | { funds: number }, extra: Partial<MarketOrder> = {}): MarketOrder => ({
  kind: 'market',
  id,
  owner: 'taker',
  side,
  ...size,
  ...extra,
});

/** Each event as `type[:reason][ orderId]`, enough to read an event list at a glance. */
export const summary = (events: EngineEvent[]): string[] =>
  events.map((e) => {
    if (e.type === 'trade') return `trade ${e.makerOrderId} ${e.quantity}@${e.price}`;
    if (e.type === 'rejected' || e.type === 'cancelled') return `${e.type}:${e.reason} ${e.orderId}`;
    return `${e.type} ${e.orderId}`;
  });
