// Placing a planned order of any of the four spot types on its market, for whoever owns it: a
// member's spot account (service.ts) or a member's margin account (modules/margin/orders.ts). One
// path, so the margin account's stop and take-profit / stop-loss orders wait, hold, fire and settle
// exactly as spot's do:
//   zyzs    waits outside the book with its hold (waiting.ts placeStop);
//   dtzyzs  watched (exits.ts TpSlOrders) before it is placed, since its own commit may end it;
//   xjwt / sjwt (and dtzyzs)  placed on the book now.
// Answers the order's row as the journal wrote it, or null when it must be read back (a stop).
import type { EntrustRow, PairConfig } from '@exchange/contract';
import { BusinessError } from '../../http/errors.ts';
import { BatchRows } from '../../market/batchRows.ts';
import { writeEvents } from '../../market/orderRecord.ts';
import type { PlaceInput, SymbolMarket } from '../../market/symbolMarket.ts';
import type { TpSlOrders } from './exits.ts';
import { recordOfInsert, toEntrustRow } from './rows.ts';
import { placeStop, type WaitingDeps } from './waiting.ts';

const REJECTED: Record<string, string> = {
  no_liquidity: 'There is nothing on the other side of the book to trade with right now',
};

export const placeOrderOfType = async (deps: { waiting: WaitingDeps; tpsl: TpSlOrders }, market: SymbolMarket, config: PairConfig, type: string, order: PlaceInput): Promise<EntrustRow | null> => {
  if (type === 'zyzs') {
    await placeStop(deps.waiting, market, order);
    return null;
  }
  if (type === 'dtzyzs') deps.tpsl.add(order.id);
  let events;
  try {
    events = await market.place(order);
  } catch (error) {
    deps.tpsl.delete(order.id);
    throw error;
  }
  const rejected = events.find((e) => e.type === 'rejected' && e.orderId === order.id);
  if (rejected?.type === 'rejected') {
    deps.tpsl.delete(order.id);
    throw new BusinessError(REJECTED[rejected.reason] ?? 'The order was refused');
  }
  // The row the journal just wrote follows from the order and its events alone: no read back.
  const written = new BatchRows();
  writeEvents(written, order, events, Date.now());
  const fresh = written.insertedOrder(order.id);
  return fresh ? toEntrustRow(config, recordOfInsert(fresh)) : null;
};
