// The futures module's hook into every commit of a contract market (CommitObserver):
//   in the journal's batch: the positions the commit changed (contract_position, whole rows), the
//   members' fills (contract_fill), take-profit / stop-loss orders armed by an open's first fill,
//   and waiting ones dropped (their position closed, or replaced);
//   after the commit: the triggers follow (dropped ones removed, armed ones watched, crossed ones
//   fired behind the commit in the market's queue) and members are told (refresh_{id}, ubw|bbw).
import type { Publisher } from '../../broker/index.ts';
import type { EngineEvent } from '../../engine/index.ts';
import { ORDER_STATUS, placedOrderRow } from '../../market/orderRecord.ts';
import type { CommitObserver, SymbolMarket } from '../../market/symbolMarket.ts';
import { orderChanges } from '../spot/refresh.ts';
import type { TriggerBook } from '../spot/triggers.ts';
import { publishContractChanges, type ContractChange } from './refresh.ts';
import type { ContractSettlement, Settled } from './settlement.ts';
import { fire, triggerOf, type WaitingDeps } from './waiting.ts';
import { pairOf } from './pair.ts';

export interface FuturesObserverDeps extends WaitingDeps {
  settlement: ContractSettlement;
  triggers: TriggerBook;
  publisher: Publisher;
}

const tradeRange = (events: readonly EngineEvent[]): { low: number; high: number } | null => {
  let low = Infinity;
  let high = -Infinity;
  for (const e of events) {
    if (e.type !== 'trade') continue;
    low = Math.min(low, e.price);
    high = Math.max(high, e.price);
  }
  return high === -Infinity ? null : { low, high };
};

const isContract = (market: SymbolMarket) => market.config.kind === 'ubw' || market.config.kind === 'bbw';

export const createFuturesObserver = (deps: FuturesObserverDeps): CommitObserver => {
  // What a commit's settlement did, from its journal step to its after-commit step.
  const pending = new WeakMap<readonly EngineEvent[], Settled>();

  return {
    async journal(_trx, rows, market, meta, events, time) {
      if (!isContract(market)) return;
      const settled = deps.settlement.takeSettled(events);
      if (!settled) return;
      pending.set(events, settled);
      for (const position of settled.positions) rows.upsertPosition(position);
      if (settled.fills.length > 0)
        rows.insertContractFills(
          settled.fills.map((f) => ({
            member_id: f.memberId,
            order_id: f.orderId,
            kind: settled.pair.kind,
            symbol: settled.pair.config.symbol_name,
            direction: f.direction,
            role: f.role,
            source: f.source,
            price_ticks: String(f.priceTicks),
            quantity_lots: String(f.lots),
            open_price: f.openPrice === null ? null : String(f.openPrice),
            profit: String(f.profit),
            fee: String(f.fee),
            coin: settled.pair.settle,
            position_id: f.positionId,
            trade_seq: String(f.tradeSeq),
            trade_time: String(time),
          })),
        );
      const coupon = meta?.contract?.coupon;
      if (coupon) rows.useCoupon(coupon.id, settled.positions.find((p) => p.owner_type === 'member' && p.owner_id === meta!.ownerId)?.position_id ?? '', time);
      const at = new Date(time);
      for (const dropped of settled.dropped) rows.changeOrder(dropped.id, { status: ORDER_STATUS.cancelled, waiting: 0, updateTime: at });
      for (const meta of settled.armed) rows.insertOrder(placedOrderRow(meta, at, '0', { spot: undefined }));
    },

    committed(market, meta, events) {
      if (!isContract(market)) return;
      const kind = market.config.kind as 'ubw' | 'bbw';
      const settled = pending.get(events);
      pending.delete(events);
      const changes: ContractChange[] = orderChanges(meta, events);
      if (settled) {
        for (const dropped of settled.dropped) {
          deps.triggers.remove(market.key, dropped.id);
          changes.push({ memberId: dropped.owner.ownerId, orderId: dropped.id, isNew: false, status: '-1' });
        }
        for (const armed of settled.armed) {
          deps.triggers.add(market.key, triggerOf(armed));
          changes.push({ memberId: armed.ownerId, orderId: armed.id, isNew: true, status: '0' });
        }
      }
      publishContractChanges(deps.publisher, kind, changes);
      const range = tradeRange(events);
      if (!range) return;
      const pair = pairOf(market.config);
      for (const { trigger, at } of deps.triggers.takeCrossed(market.key, range.low, range.high)) fire(deps, market, pair, trigger, at);
    },
  };
};
