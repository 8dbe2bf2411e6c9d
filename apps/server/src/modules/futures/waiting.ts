// Contract orders that wait outside the book for a trade to reach their trigger (the contract's last
// price): plan orders (jhwt, an open whose margin is held while it waits) and take-profit / stop-loss
// closes (zyzs, holding nothing: a close is reduce-only and sized when it fires). As spot's stops
// (modules/spot/waiting.ts), each is a market_order row with waiting = 1 that enters the book under
// its own id when it fires; every change here runs in the market's queue (market.exclusive) and is
// journaled through the market, in order with its trades.
import type { Publisher } from '../../broker/index.ts';
import { ORDER_STATUS, placedOrderRow } from '../../market/orderRecord.ts';
import type { PlaceInput, SymbolMarket } from '../../market/symbolMarket.ts';
import type { Trigger, TriggerBook } from '../spot/triggers.ts';
import { isLongSide, type ContractBook, type ContractOrderState, type PositionState } from './book.ts';
import { contractMeta, orderState } from './orderMeta.ts';
import type { ContractPair } from './pair.ts';
import { publishContractChanges } from './refresh.ts';
import type { ContractSettlement } from './settlement.ts';

export interface WaitingDeps {
  book: ContractBook;
  settlement: ContractSettlement;
  triggers: TriggerBook;
  publisher: Publisher;
  newOrderId(): string;
  log: { error(obj: object, msg?: string): void };
}

/** Whether a take-profit (1) or stop-loss (2) of a long or short fires on a rise. */
export const tpslRises = (zyzsType: 1 | 2, long: boolean): boolean => (zyzsType === 1) === long;

export const triggerOf = (meta: PlaceInput): Trigger => {
  const contract = meta.contract!;
  const level = contract.triggerTicks!;
  const rises = contract.triggerRises === true;
  return { kind: contract.entrustType === 'jhwt' ? 'stop' : 'exit', meta, memberId: meta.ownerId, rise: rises ? level : null, fall: rises ? null : level };
};

/** Places a plan or take-profit / stop-loss order: its hold (plan), its row and its trigger, in the market's queue. */
export const placeWaiting = (deps: WaitingDeps, market: SymbolMarket, pair: ContractPair, meta: PlaceInput): Promise<void> =>
  market.exclusive(async () => {
    const waiting = meta.contract!.entrustType === 'jhwt' ? 'plan' : 'tpsl';
    const hold = await deps.settlement.holdWaiting(pair, meta, waiting);
    const row = placedOrderRow(meta, new Date(), '0', { spot: undefined });
    try {
      await market.journal(async (_trx, rows) => {
        rows.insertOrder(row);
      }, hold ? [hold] : []);
    } catch (error) {
      deps.book.removeOrder(meta.id);
      throw error;
    }
    deps.triggers.add(market.key, triggerOf(meta));
    publishContractChanges(deps.publisher, pair.kind, [{ memberId: meta.ownerId, orderId: meta.id, isNew: true, status: '0' }]);
  });

/** Cancels a waiting order; false when it is no longer waiting (it fired, or was never a trigger). */
export const cancelWaiting = (deps: WaitingDeps, market: SymbolMarket, pair: ContractPair, orderId: string): Promise<boolean> =>
  market.exclusive(async () => {
    const trigger = deps.triggers.remove(market.key, orderId);
    if (!trigger) return false;
    const release = await deps.settlement.release(orderId);
    await market.journal(async (_trx, rows) => {
      rows.changeOrder(orderId, { status: ORDER_STATUS.cancelled, waiting: 0, updateTime: new Date() });
    }, release ? [release] : []);
    publishContractChanges(deps.publisher, pair.kind, [{ memberId: trigger.memberId, orderId, isNew: false, status: '-1' }]);
    return true;
  });

/**
 * A fired order the market refused (its position closed meanwhile, nothing left to close, margin
 * no longer there): failed for good, its plan hold released.
 */
export const failFired = (deps: WaitingDeps, market: SymbolMarket, pair: ContractPair, trigger: Trigger, firedAt: number): Promise<void> =>
  market.exclusive(async () => {
    const release = deps.settlement.owns(trigger.meta.id) ? await deps.settlement.release(trigger.meta.id) : null;
    await market.journal(async (_trx, rows) => {
      rows.changeOrder(trigger.meta.id, { status: ORDER_STATUS.failed, waiting: 0, triggerTicks: String(firedAt), updateTime: new Date() });
    }, release ? [release] : []);
    publishContractChanges(deps.publisher, pair.kind, [{ memberId: trigger.memberId, orderId: trigger.meta.id, isNew: false, status: '-2' }]);
  });

/** Fires a crossed trigger: its order enters the market's queue behind what is already there. */
export const fire = (deps: WaitingDeps, market: SymbolMarket, pair: ContractPair, trigger: Trigger, at: number): void => {
  const meta: PlaceInput = { ...trigger.meta, released: trigger.kind };
  market
    .place(meta)
    .catch(() => failFired(deps, market, pair, trigger, at))
    .catch((error: unknown) => deps.log.error({ err: String(error), order: trigger.meta.id }, 'a fired contract order could not be recorded as failed'));
};

/**
 * An open's take-profit / stop-loss levels become whole-position take-profit / stop-loss orders of
 * its position at the open's first fill, replacing the position's earlier ones of the same kind
 * (settlement.ts calls this inside the fill's settlement; observer.ts writes the rows).
 */
export const armOpenLevels =
  (deps: Pick<WaitingDeps, 'book' | 'newOrderId'>) =>
  (pair: ContractPair, position: PositionState, order: ContractOrderState): { armed: PlaceInput[]; replaced: ContractOrderState[] } => {
    const armed: PlaceInput[] = [];
    const replaced: ContractOrderState[] = [];
    const long = isLongSide(order.direction);
    const levels: Array<[1 | 2, number | null]> = [
      [1, order.takeProfitTicks],
      [2, order.stopLossTicks],
    ];
    for (const [zyzsType, triggerTicks] of levels) {
      if (triggerTicks === null) continue;
      for (const earlier of deps.book.ordersOf(position.ownerKey, pair.key))
        if (earlier.waiting === 'tpsl' && earlier.wholePosition && earlier.zyzsType === zyzsType) {
          deps.book.removeOrder(earlier.id);
          replaced.push(earlier);
        }
      const meta = contractMeta(pair, {
        id: deps.newOrderId(),
        memberId: order.owner.ownerId,
        quantityLots: null,
        priceTicks: null,
        tif: 'IOC',
        contract: {
          entrustType: 'zyzs',
          direction: long ? 3 : 4,
          leverage: position.leverage,
          pattern: position.pattern,
          positionId: position.positionId,
          zyzsType,
          triggerTicks,
          triggerRises: tpslRises(zyzsType, long),
          takeProfitTicks: null,
          stopLossTicks: null,
          source: 'member',
        },
      });
      deps.book.addOrder(orderState(pair, meta, 0n, 'tpsl'));
      armed.push(meta);
    }
    return { armed, replaced };
  };
