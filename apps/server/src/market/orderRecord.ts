// Turns engine events into journal rows (gathered per group commit in batchRows.ts): an accepted
// order becomes a market_order row, a trade a market_trade row plus the fill on both orders, a
// cancellation the order's final state. A
// member's stop order or exit already has its row (waiting for its trigger, modules/spot): when it
// is released into the book, that row is taken over instead of a new one written.
import type { EngineEvent } from '../engine/index.ts';
import type { BatchRows } from './batchRows.ts';

export const ORDER_STATUS = { open: 0, done: 1, cancelled: -1, failed: -2 } as const;

export interface OrderMeta {
  id: string;
  kind: string;
  symbol: string;
  /** margin: a member's margin account (market/settlement.ts partyOf). */
  ownerType: 'member' | 'system' | 'margin';
  ownerId: string;
  side: 'buy' | 'sell';
  orderType: 'limit' | 'market';
  tif: string;
  priceTicks: number | null;
  quantityLots: number | null;
  fundsNotional: number | null;
  /** What a member's spot order is on the wire (modules/spot); absent for bots. */
  spot?: SpotFields;
  /** What a member's contract order is (modules/futures); absent for bots. */
  contract?: ContractFields;
  /**
   * Set when a waiting order is released by its trigger: its row exists (waiting = 1), and a stop
   * order's funds are already held (settlement adopts the hold instead of holding again).
   */
  released?: 'stop' | 'exit';
}

export interface SpotFields {
  entrustType: string;
  triggerTicks: number | null;
  triggerRises: boolean | null;
  takeProfitTicks: number | null;
  stopLossTicks: number | null;
  parentId: string | null;
}

export interface ContractFields {
  entrustType: 'ptwt' | 'sjwt' | 'jhwt' | 'zyzs';
  /** 1 open long, 2 open short, 3 close long, 4 close short. */
  direction: 1 | 2 | 3 | 4;
  leverage: number;
  /** 1 isolated, 2 cross. */
  pattern: 1 | 2;
  /** A close or take-profit / stop-loss: the position it is for. */
  positionId: string | null;
  zyzsType: 1 | 2 | null;
  triggerTicks: number | null;
  triggerRises: boolean | null;
  /** An open's take-profit / stop-loss levels, armed on the position at its first fill. */
  takeProfitTicks: number | null;
  stopLossTicks: number | null;
  source: 'member' | 'liquidation' | 'adl';
  /**
   * A market open's hold price, where its margin over the prices it may fill at is largest (the
   * bound or the best price on the other side): set in the queue, never stored (it never rests).
   */
  holdTicks?: number;
  /** A market open paid by a trial-fund coupon (modules/futures/coupons.ts): its id and amount (ledger units). */
  coupon?: { id: string; units: string };
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? null : String(n));

/** The spot columns of a market_order row (the migration's defaults for a bot's order). */
export const spotColumns = (spot: SpotFields | undefined) =>
  spot
    ? {
        entrust_type: spot.entrustType,
        trigger_ticks: text(spot.triggerTicks),
        trigger_rises: spot.triggerRises === null ? null : spot.triggerRises ? 1 : 0,
        take_profit_ticks: text(spot.takeProfitTicks),
        stop_loss_ticks: text(spot.stopLossTicks),
        parent_id: spot.parentId,
      }
    : {};

/** The contract columns of a market_order row (017_futures); nothing for other orders. */
export const contractColumns = (contract: ContractFields | undefined) =>
  contract
    ? {
        entrust_type: contract.entrustType,
        trigger_ticks: text(contract.triggerTicks),
        trigger_rises: contract.triggerRises === null ? null : contract.triggerRises ? 1 : 0,
        take_profit_ticks: text(contract.takeProfitTicks),
        stop_loss_ticks: text(contract.stopLossTicks),
        direction: contract.direction,
        leverage: contract.leverage,
        margin_pattern: contract.pattern,
        position_id: contract.positionId,
        zyzs_type: contract.zyzsType,
        source: contract.source,
      }
    : {};

/**
 * The market_order row of an order as it is placed: open, nothing filled yet. A stop order or an
 * exit that waits outside the book (waiting 1) has engine sequence 0 until its trigger releases it.
 */
export const placedOrderRow = (meta: OrderMeta, at: Date, engineSeq: string, waiting?: { spot: SpotFields | undefined }) => ({
  id: meta.id,
  kind: meta.kind,
  symbol: meta.symbol,
  owner_type: meta.ownerType,
  owner_id: meta.ownerId,
  side: meta.side,
  order_type: meta.orderType,
  tif: meta.tif,
  price_ticks: text(meta.priceTicks),
  quantity_lots: text(meta.quantityLots),
  funds_notional: text(meta.fundsNotional),
  remaining_lots: String(meta.quantityLots ?? 0),
  filled_lots: '0',
  filled_notional: '0',
  status: ORDER_STATUS.open,
  engine_seq: engineSeq,
  create_time: at,
  update_time: at,
  ...(waiting ? { waiting: 1, ...spotColumns(waiting.spot) } : spotColumns(meta.spot)),
  ...contractColumns(meta.contract),
});

/** The final status of a cancelled order: a remainder after fills is a finished order, not a cancelled one. */
const statusAfterCancel = (reason: string, filled: boolean) =>
  filled && (reason === 'ioc_remainder' || reason === 'market_remainder') ? ORDER_STATUS.done : ORDER_STATUS.cancelled;

export const writeEvents = (rows: BatchRows, meta: OrderMeta | null, events: EngineEvent[], time: number): void => {
  const at = new Date(time);
  const filledByOrder = new Map<string, number>();
  for (const event of events) {
    switch (event.type) {
      case 'accepted':
        if (!meta) break;
        if (meta.released) {
          // The trigger fired: the waiting row enters the book with the time priority of now.
          rows.changeOrder(meta.id, {
            waiting: 0,
            engineSeq: String(event.seq),
            updateTime: at,
            ...(meta.spot ? { triggerTicks: text(meta.spot.triggerTicks) } : {}),
          });
          break;
        }
        rows.insertOrder(placedOrderRow(meta, at, String(event.seq)));
        break;
      case 'trade': {
        const quantity = BigInt(event.quantity);
        const notional = BigInt(event.price) * quantity;
        rows.insertTrade({
          kind: meta?.kind ?? '',
          symbol: meta?.symbol ?? '',
          engine_seq: String(event.seq),
          price_ticks: String(event.price),
          quantity_lots: String(event.quantity),
          taker_side: event.takerSide,
          taker_order_id: event.takerOrderId,
          maker_order_id: event.makerOrderId,
          trade_time: String(time),
        });
        rows.changeOrder(event.makerOrderId, {
          addFilled: quantity,
          addNotional: notional,
          remaining: String(event.makerRemaining),
          status: event.makerRemaining === 0 ? ORDER_STATUS.done : ORDER_STATUS.open,
          updateTime: at,
        });
        filledByOrder.set(event.takerOrderId, (filledByOrder.get(event.takerOrderId) ?? 0) + event.quantity);
        const takerDone = meta?.fundsNotional === null && event.takerRemaining === 0;
        rows.changeOrder(event.takerOrderId, {
          addFilled: quantity,
          addNotional: notional,
          remaining: meta?.fundsNotional !== null ? '0' : String(event.takerRemaining),
          ...(takerDone ? { status: ORDER_STATUS.done } : {}),
          updateTime: at,
        });
        break;
      }
      case 'cancelled':
        rows.changeOrder(event.orderId, {
          // A market order whose money buys not even one lot trades nothing: cancelled, not done.
          status: statusAfterCancel(event.reason, (filledByOrder.get(event.orderId) ?? 0) > 0),
          updateTime: at,
        });
        break;
      case 'rejected':
        // A released exit the engine refuses (no liquidity left) has failed; a new order that is
        // refused never had a row.
        if (meta?.released && event.orderId === meta.id) rows.changeOrder(meta.id, { status: ORDER_STATUS.failed, waiting: 0, updateTime: at });
        break;
      case 'rested':
        break;
    }
  }
  // A taker that neither rests nor was cancelled has finished here (e.g. a market buy that spent
  // its funds exactly): close it.
  if (meta && events.some((e) => e.type === 'accepted') && !events.some((e) => (e.type === 'rested' || e.type === 'cancelled') && e.orderId === meta.id))
    rows.changeOrder(meta.id, { closeIfOpen: (filledByOrder.get(meta.id) ?? 0) > 0 ? ORDER_STATUS.done : ORDER_STATUS.cancelled, updateTime: at });
};
