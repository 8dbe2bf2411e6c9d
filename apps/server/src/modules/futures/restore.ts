// Start-up: the futures book is rebuilt from its durable copy before any market opens. Positions
// come from contract_position as the journal last wrote them; members' open contract orders from
// market_order, each with the hold its remainder requires (pair.ts holdUnits: a function of what is
// left, so it is what the ledger holds for it); waiting plan and take-profit / stop-loss orders
// also go back on their triggers.
import type { Db } from '../../db/index.ts';
import { ORDER_STATUS } from '../../market/orderRecord.ts';
import type { PlaceInput } from '../../market/symbolMarket.ts';
import type { TriggerBook } from '../spot/triggers.ts';
import { CROSS, ISOLATED, opens, type ContractBook } from './book.ts';
import { contractMeta, orderState } from './orderMeta.ts';
import { contractPair, holdUnits } from './pair.ts';
import { triggerOf } from './waiting.ts';

const num = (value: string | null) => (value === null ? null : Number(value));

export const restoreFutures = async (db: Db, book: ContractBook, triggers: TriggerBook): Promise<{ positions: number; orders: number }> => {
  const positions = await db.selectFrom('contract_position').selectAll().execute();
  for (const row of positions) {
    book.put({
      owner: { ownerType: row.owner_type === 'member' ? 'member' : 'system', ownerId: row.owner_id },
      ownerKey: `${row.owner_type}:${row.owner_id}`,
      kind: row.kind === 'bbw' ? 'bbw' : 'ubw',
      symbol: row.symbol,
      positionId: row.position_id,
      size: BigInt(row.size_lots),
      entry: BigInt(row.entry_price),
      margin: BigInt(row.margin),
      leverage: row.leverage,
      pattern: row.pattern === CROSS ? CROSS : ISOLATED,
      realised: BigInt(row.realised),
      funding: BigInt(row.funding),
      shortfall: BigInt(row.shortfall),
      coupon: BigInt(row.coupon),
      couponId: row.coupon_id,
      openTime: Number(row.open_time),
      updateTime: Number(row.update_time),
    });
  }
  const orders = await db
    .selectFrom('market_order')
    .selectAll()
    .where('kind', 'in', ['ubw', 'bbw'])
    .where('owner_type', '=', 'member')
    .where('status', '=', ORDER_STATUS.open)
    .orderBy('engine_seq')
    .execute();
  for (const row of orders) {
    if (row.direction === null) continue;
    const pair = contractPair(row.kind, row.symbol);
    const direction = row.direction as 1 | 2 | 3 | 4;
    const waiting = row.waiting === 1 ? (row.entrust_type === 'jhwt' ? 'plan' : 'tpsl') : null;
    const meta: PlaceInput = contractMeta(pair, {
      id: row.id,
      memberId: row.owner_id,
      quantityLots: num(row.quantity_lots),
      priceTicks: num(row.price_ticks),
      tif: row.tif === 'IOC' ? 'IOC' : 'GTC',
      contract: {
        entrustType: row.entrust_type === 'sjwt' || row.entrust_type === 'jhwt' || row.entrust_type === 'zyzs' ? row.entrust_type : 'ptwt',
        direction,
        leverage: row.leverage ?? 1,
        pattern: row.margin_pattern === CROSS ? CROSS : ISOLATED,
        positionId: row.position_id,
        zyzsType: row.zyzs_type === 1 || row.zyzs_type === 2 ? row.zyzs_type : null,
        triggerTicks: num(row.trigger_ticks),
        triggerRises: row.trigger_rises === null ? null : row.trigger_rises === 1,
        takeProfitTicks: num(row.take_profit_ticks),
        stopLossTicks: num(row.stop_loss_ticks),
        source: row.source === 'liquidation' || row.source === 'adl' ? row.source : 'member',
      },
    });
    // In the book what is left holds; a waiting plan order holds for its whole amount.
    const left = waiting === null ? BigInt(row.remaining_lots) : BigInt(row.quantity_lots ?? 0);
    const hold = opens(direction) && row.price_ticks !== null ? holdUnits(pair, left, BigInt(row.price_ticks), row.leverage ?? 1) : 0n;
    const state = orderState(pair, meta, hold, waiting);
    book.update(state, { remaining: left });
    // An open that has filled already armed its take-profit / stop-loss.
    state.armed = BigInt(row.filled_lots) > 0n;
    book.addOrder(state);
    if (waiting !== null) triggers.add(pair.key, triggerOf(meta));
  }
  return { positions: positions.length, orders: orders.length };
};
