// Margin orders (entrust/exchange/gg_zc_* and gg_qc_*): the spot order forms, checked and planned
// exactly as spot's (modules/spot planSpotOrder), placed on the same books, but owned by the
// member's margin account ("margin" owner: market/settlement.ts partyOf), so the settlement holds
// and pays on that account. All four types: limit (xjwt), market (sjwt), stop (zyzs) and limit with
// take-profit / stop-loss (dtzyzs), placed by spot's own path (modules/spot/placing.ts): a stop
// waits outside the book holding on the margin account, an exit is armed on it, and both fire
// through the same trigger book as spot's (spot/observer.ts), reloaded at start-up (spot/waiting.ts).
import type { CancelResult, EntrustRow, MarginMode, Page, SpotOrderBody } from '@exchange/contract';
import { BusinessError } from '../../http/errors.ts';
import { MARGIN_OWNER_TYPE } from '../../market/settlement.ts';
import { findMarket } from '../../market/symbols.ts';
import { newOrderId } from '../spot/ids.ts';
import { planSpotOrder } from '../spot/orderInput.ts';
import { findOrders } from '../spot/repo.ts';
import { ORDER_COLUMNS, toEntrustRow } from '../spot/rows.ts';
import { placeOrderOfType } from '../spot/placing.ts';
import { cancelWaiting, type WaitingDeps } from '../spot/waiting.ts';
import type { EntrustQuery, PageQuery, SpotServiceDeps } from '../spot/service.ts';
import { ORDER_NOT_FOUND } from '../spot/service.ts';
import { CROSS_ACCOUNT, accountOf, marginPair, type MarginAccount } from './terms.ts';

const MARGIN_TYPES = ['xjwt', 'sjwt', 'zyzs', 'dtzyzs'] as const;

/** The owner id of a member's margin account on the books. */
export const marginOwnerId = (memberId: string, account: MarginAccount): string => `${memberId}@${account.walletType}`;

/** "gg_zc_xjwt" → mode and spot type, or null when the type is not a margin one. */
export const parseMarginType = (type: string): { mode: MarginMode; type: string } | null => {
  const m = /^gg_(zc|qc)_([a-z]{1,8})$/.exec(type);
  if (!m) return null;
  return { mode: m[1] === 'zc' ? 'fixed' : 'all', type: m[2]! };
};

/** Margin orders go through spot's books, triggers and exits: the same parts as the spot service. */
export type MarginOrderDeps = SpotServiceDeps;

export const createMarginOrders = (deps: MarginOrderDeps) => {
  const { db, markets } = deps;
  const waiting: WaitingDeps = { db, ledger: deps.ledger, settlement: markets.settlement, triggers: deps.triggers, publisher: deps.publisher };

  /** Cancels one open order of a margin account: a waiting stop or exit off the trigger book, else off the book. */
  const cancelOne = async (order: { id: string; symbol: string; waiting: number }): Promise<boolean> => {
    const market = markets.hub.get('xh', order.symbol);
    if (!market) return false;
    // A waiting order that fired meanwhile is in the book by now (the fire was queued first).
    if (order.waiting === 1 && (await cancelWaiting(waiting, market, order.id))) return true;
    const events = await market.cancel(order.id);
    return events.some((e) => e.type === 'cancelled');
  };

  const rowOf = async (ownerId: string, id: string): Promise<EntrustRow> => {
    const stored = await db.selectFrom('market_order').select([...ORDER_COLUMNS]).where('id', '=', id).where('owner_type', '=', MARGIN_OWNER_TYPE).where('owner_id', '=', ownerId).executeTakeFirst();
    if (!stored) throw new BusinessError(ORDER_NOT_FOUND);
    return toEntrustRow(findMarket('xh', stored.symbol)!, stored);
  };

  return {
    async place(memberId: string, mode: MarginMode, type: string, body: SpotOrderBody): Promise<EntrustRow> {
      const config = marginPair(body.exchangeCoinStr, mode);
      if (!(MARGIN_TYPES as readonly string[]).includes(type)) throw new BusinessError(`Unknown order type: gg_${mode === 'fixed' ? 'zc' : 'qc'}_${type.slice(0, 12)}`);
      const ownerId = marginOwnerId(memberId, accountOf(mode, config));
      const order = { ...planSpotOrder(type, body, config, memberId, newOrderId()), ownerType: MARGIN_OWNER_TYPE, ownerId } as const;
      const market = markets.hub.get('xh', config.symbol_name);
      if (!market) throw new BusinessError(`Unknown market: ${config.symbol_name}`);
      return (await placeOrderOfType({ waiting, tpsl: deps.tpsl }, market, config, type, order)) ?? rowOf(ownerId, order.id);
    },

    /** All or nothing on ownership: one unknown, foreign or spot id refuses the whole request. */
    async cancel(memberId: string, ids: string[]): Promise<CancelResult> {
      const unique = [...new Set(ids)];
      const owned = await db
        .selectFrom('market_order')
        .select(['id', 'symbol', 'status', 'waiting'])
        .where('id', 'in', unique)
        .where('owner_type', '=', MARGIN_OWNER_TYPE)
        .where('owner_id', 'like', `${memberId}@%`)
        .execute();
      if (owned.length !== unique.length) throw new BusinessError(ORDER_NOT_FOUND);
      const cancelled: string[] = [];
      for (const order of owned) if (order.status === 0 && (await cancelOne(order))) cancelled.push(order.id);
      return { cancelled };
    },

    /** A mode's orders: isolated of one pair (or all pairs), cross of one pair (or all). */
    async orders(memberId: string, mode: MarginMode, open: boolean, pair: string, query: EntrustQuery, page: PageQuery): Promise<Page<EntrustRow>> {
      const config = pair === 'all' ? null : marginPair(pair, mode);
      const owner =
        mode === 'all'
          ? { type: MARGIN_OWNER_TYPE, id: marginOwnerId(memberId, CROSS_ACCOUNT) }
          : config
            ? { type: MARGIN_OWNER_TYPE, id: marginOwnerId(memberId, accountOf('fixed', config)) }
            : { type: MARGIN_OWNER_TYPE, idPrefix: `${memberId}@3:` };
      const { rows, total } = await findOrders(db, { memberId, open, symbol: config?.symbol_name ?? null, ...query, owner }, page);
      return {
        records: rows.map((r) => toEntrustRow(findMarket('xh', r.symbol)!, r)),
        total,
        size: page.size,
        current: page.current,
        pages: Math.ceil(total / page.size),
      };
    },

    /** Cancels every open order of one account, waiting stops and exits included (liquidation does this first); answers their ids. */
    async cancelAll(memberId: string, account: MarginAccount): Promise<string[]> {
      const open = await db
        .selectFrom('market_order')
        .select(['id', 'symbol', 'waiting'])
        .where('owner_type', '=', MARGIN_OWNER_TYPE)
        .where('owner_id', '=', marginOwnerId(memberId, account))
        .where('status', '=', 0)
        .execute();
      const cancelled: string[] = [];
      for (const order of open) if (await cancelOne(order)) cancelled.push(order.id);
      return cancelled;
    },
  };
};

export type MarginOrders = ReturnType<typeof createMarginOrders>;
