// The matching engine (DESIGN §2): pure, no I/O, no clock, integer arithmetic only.
export { OrderBook } from './orderBook.ts';
export type {
  CancelReason,
  Depth,
  EngineEvent,
  LimitOrder,
  MarketOrder,
  OrderInput,
  RejectReason,
  RestingOrder,
  SelfTradePrevention,
  Side,
  TimeInForce,
} from './types.ts';
