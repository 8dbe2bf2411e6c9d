// The engine's whole vocabulary. Prices are integer ticks, quantities integer lots and money
// ("funds", "notional") integer ticks × lots, all as safe-integer JS numbers (DESIGN §5).

export type Side = 'buy' | 'sell';
export type TimeInForce = 'GTC' | 'IOC' | 'FOK';
/** What happens when a taker would trade with a resting order of its own owner; the taker's mode decides. */
export type SelfTradePrevention = 'cancel_taker' | 'cancel_maker' | 'cancel_both' | 'none';

export interface LimitOrder {
  kind: 'limit';
  id: string;
  owner: string;
  side: Side;
  price: number;
  quantity: number;
  /** Default GTC. */
  tif?: TimeInForce;
  /** Only with GTC: a maker-only order that is rejected rather than allowed to take. */
  postOnly?: boolean;
  /** Default cancel_taker. */
  stp?: SelfTradePrevention;
}

/** Exactly one of `quantity` (lots) or `funds` (notional, buys only). */
export interface MarketOrder {
  kind: 'market';
  id: string;
  owner: string;
  side: Side;
  quantity?: number;
  /** Buys only: spend at most this notional. */
  funds?: number;
  stp?: SelfTradePrevention;
}

export type OrderInput = LimitOrder | MarketOrder;

export type RejectReason = 'invalid' | 'duplicate_id' | 'post_only_would_cross' | 'fok_unfillable' | 'no_liquidity';
/**
 * A FOK order is checked before it touches the book and rejected if it cannot fill, so
 * 'fok_unfillable' as a cancellation would only report a remainder that check failed to foresee.
 */
export type CancelReason = 'user' | 'ioc_remainder' | 'market_remainder' | 'self_trade' | 'fok_unfillable';

/**
 * Every event carries the next sequence number of its book. For an order bought by funds,
 * `takerRemaining` and the `remaining` of its cancellation are unspent funds, not lots.
 */
export type EngineEvent =
  | { type: 'accepted'; seq: number; orderId: string; owner: string; side: Side; price: number | null; quantity: number | null; funds: number | null }
  | { type: 'rejected'; seq: number; orderId: string; reason: RejectReason }
  | {
      type: 'trade';
      seq: number;
      /** Equal to seq. */
      tradeId: number;
      /** Always the maker's price. */
      price: number;
      quantity: number;
      takerOrderId: string;
      makerOrderId: string;
      takerOwner: string;
      makerOwner: string;
      takerSide: Side;
      makerRemaining: number;
      takerRemaining: number;
    }
  | { type: 'rested'; seq: number; orderId: string; price: number; remaining: number }
  | { type: 'cancelled'; seq: number; orderId: string; owner: string; remaining: number; reason: CancelReason };

/** A resting order as the outside sees it and as a snapshot stores it; `seq` is its time priority. */
export interface RestingOrder {
  id: string;
  owner: string;
  side: Side;
  price: number;
  remaining: number;
  seq: number;
}

export interface Depth {
  bids: Array<[price: number, quantity: number]>;
  asks: Array<[price: number, quantity: number]>;
}
