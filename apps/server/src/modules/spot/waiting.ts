// Orders that wait for a trigger outside the book: placing a stop order, cancelling a waiting
// stop or exit, recording an exit that could not trade, and reloading them all at start-up. Each
// change runs in the market's queue (market.exclusive), so no trade can cross a trigger while it is
// being written, and journals its row with its ledger move (staged, written in the same group
// commit) through the market, so it is durable in order with the market's orders. The same for a
// margin account's orders (owner "margin", modules/margin): partyOf puts their holds on its wallet.
import type { Db } from '../../db/index.ts';
import type { Publisher } from '../../broker/index.ts';
import { BusinessError } from '../../http/errors.ts';
import type { Ledger } from '../../ledger/index.ts';
import { ORDER_STATUS, placedOrderRow } from '../../market/orderRecord.ts';
import { priceToTicks } from '../../market/scales.ts';
import { MARGIN_OWNER_TYPE, partyOf, requiredHold, type Settlement } from '../../market/settlement.ts';
import type { PlaceInput, SymbolMarket } from '../../market/symbolMarket.ts';
import { noticeOf, publishChanges } from './refresh.ts';
import { exitLevels, type Trigger, type TriggerBook } from './triggers.ts';

export interface WaitingDeps {
  db: Db;
  ledger: Ledger;
  settlement: Settlement;
  triggers: TriggerBook;
  publisher: Publisher;
}

/**
 * A stop order: it holds now what its limit order will need, and fires on a rise when its trigger
 * is above the last price, on a fall when below. Answers the order with its direction decided.
 */
export const placeStop = (deps: WaitingDeps, market: SymbolMarket, meta: PlaceInput): Promise<void> =>
  market.exclusive(async () => {
    const trigger = meta.spot?.triggerTicks ?? null;
    if (trigger === null) throw new Error('A stop order needs a trigger price');
    if (market.lastPrice === null) throw new BusinessError('This market has not traded yet, so a stop order has no price to watch');
    const last = priceToTicks(market.config, market.lastPrice);
    if (trigger === last) throw new BusinessError('The trigger price must differ from the last price');
    const rises = trigger > last;
    const { owner, walletType } = partyOf(meta.ownerType, meta.ownerId);
    const need = requiredHold(market.config, meta);
    const hold = await deps.ledger.stage({
      kind: 'hold',
      ref: meta.id,
      moves: [{ from: { ...owner, walletType, balance: 'available' }, to: { ...owner, walletType, balance: 'locked' }, asset: need.asset, amount: need.units }],
    });
    // Not in the book yet: it gets its time priority (engine sequence) when it enters.
    const row = placedOrderRow(meta, new Date(), '0', { spot: meta.spot ? { ...meta.spot, triggerRises: rises } : undefined });
    await market.journal(async (_trx, rows) => {
      rows.insertOrder(row);
    }, [hold]);
    deps.settlement.adopt(meta.id, { owner, walletType, ...need });
    const notice = noticeOf(meta.ownerType, meta.ownerId);
    deps.triggers.add(market.key, { kind: 'stop', meta, memberId: notice.memberId, rise: rises ? trigger : null, fall: rises ? null : trigger });
    publishChanges(deps.publisher, [{ ...notice, orderId: meta.id, isNew: true, status: '0' }]);
  });

/** Cancels an order still waiting for its trigger; false when it is not waiting (it fired, or was never a trigger). */
export const cancelWaiting = (deps: WaitingDeps, market: SymbolMarket, orderId: string): Promise<boolean> =>
  market.exclusive(async () => {
    const trigger = deps.triggers.remove(market.key, orderId);
    if (!trigger) return false;
    try {
      const release = trigger.kind === 'stop' ? await deps.settlement.release(orderId) : null;
      // The trigger book held it, under the market's queue: its row is still waiting.
      await market.journal(async (_trx, rows) => {
        rows.changeOrder(orderId, { status: ORDER_STATUS.cancelled, waiting: 0, updateTime: new Date() });
      }, release ? [release] : []);
    } catch (error) {
      deps.triggers.add(market.key, trigger);
      throw error;
    }
    publishChanges(deps.publisher, [{ ...noticeOf(trigger.meta.ownerType, trigger.meta.ownerId), orderId, isNew: false, status: '-1' }]);
    return true;
  });

/** An exit that fired but could not be placed (the member no longer has the funds): failed, for good. */
export const failExit = (deps: Pick<WaitingDeps, 'db' | 'publisher'>, market: SymbolMarket, trigger: Trigger, firedAt: number): Promise<void> =>
  market.exclusive(async () => {
    await deps.db
      .updateTable('market_order')
      .set({ status: ORDER_STATUS.failed, waiting: 0, trigger_ticks: String(firedAt), update_time: new Date() })
      .where('id', '=', trigger.meta.id)
      .where('waiting', '=', 1)
      .execute();
    publishChanges(deps.publisher, [{ ...noticeOf(trigger.meta.ownerType, trigger.meta.ownerId), orderId: trigger.meta.id, isNew: false, status: '-2' }]);
  });

const num = (value: string | null) => (value === null ? null : Number(value));

/** Every waiting stop and exit, from their rows (start-up). */
export const loadWaiting = async (db: Db, triggers: TriggerBook): Promise<number> => {
  const rows = await db
    .selectFrom('market_order')
    .selectAll()
    .where('waiting', '=', 1)
    .where('status', '=', ORDER_STATUS.open)
    .execute();
  for (const row of rows) {
    const side = row.side === 'sell' ? 'sell' : 'buy';
    const meta: PlaceInput = {
      id: row.id,
      kind: row.kind,
      symbol: row.symbol,
      // A member's spot order, or a margin account's (modules/margin): the owner decides whose wallet it holds and pays.
      ownerType: row.owner_type === MARGIN_OWNER_TYPE ? MARGIN_OWNER_TYPE : 'member',
      ownerId: row.owner_id,
      side,
      orderType: row.order_type === 'market' ? 'market' : 'limit',
      tif: row.tif,
      priceTicks: num(row.price_ticks),
      quantityLots: num(row.quantity_lots),
      fundsNotional: num(row.funds_notional),
      spot: {
        entrustType: row.entrust_type ?? 'xjwt',
        triggerTicks: num(row.trigger_ticks),
        triggerRises: row.trigger_rises === null ? null : row.trigger_rises === 1,
        takeProfitTicks: num(row.take_profit_ticks),
        stopLossTicks: num(row.stop_loss_ticks),
        parentId: row.parent_id,
      },
    };
    const stop = row.entrust_type === 'zyzs';
    const trigger = num(row.trigger_ticks);
    const levels = stop
      ? { rise: row.trigger_rises === 1 ? trigger : null, fall: row.trigger_rises === 1 ? null : trigger }
      : exitLevels(side, meta.spot!.takeProfitTicks, meta.spot!.stopLossTicks);
    triggers.add(`${row.kind}:${row.symbol}`, { kind: stop ? 'stop' : 'exit', meta, memberId: noticeOf(meta.ownerType, meta.ownerId).memberId, ...levels });
  }
  return rows.length;
};
