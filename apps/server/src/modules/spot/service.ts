// Spot trading for members (spec §7 "Spot, margin and market", DESIGN §4 "Spot order").
//
// Design. The market (market/) already matches, journals and settles any order; this module is
// what a member may ask of it, and what a member's order is beyond the engine's limit and market
// orders:
//   - xjwt  a GTC limit order;  sjwt  a market order, by money for a buy and by amount for a sell.
//   - zyzs  a stop order: it holds its limit order's funds at once and waits outside the book as a
//           market_order row (waiting = 1) until a trade reaches its trigger, then enters the book
//           as that limit order under the same id, adopting the hold (waiting.ts, triggers.ts).
//   - dtzyzs  a limit order with take-profit / stop-loss levels: when it ends with a fill, an exit
//           (a market order for what it brought in, net of fee) is armed in the same transaction
//           and fires at the first level reached (exits.ts).
// Every commit of a market passes through observer.ts: members' fill rows (spot_fill, only when a
// member is a party) and exits are journaled with the trade; after the commit the members whose
// orders changed are told on refresh_{id}, and crossed triggers are fired through the market's
// own queue, so they are ordered with every other order of that market.
// Bad input never reaches the market: the form is checked with the contract's checkSpotOrder (the
// web runs the same), amounts become ticks and lots exactly, and a short balance is refused by the
// ledger before the engine sees anything, so a refused order changes nothing.
import {
  ENTRUST_STATUS,
  type CancelResult,
  type EntrustRow,
  type FillRow,
  type Page,
  type PairBalances,
  type PairConfig,
  type SpotOrderBody,
} from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import type { Publisher } from '../../broker/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { memberOwner, type Ledger } from '../../ledger/index.ts';
import type { Markets } from '../../market/index.ts';
import type { SymbolMarket } from '../../market/symbolMarket.ts';
import { findMarket } from '../../market/symbols.ts';
import { newOrderId } from './ids.ts';
import { planSpotOrder } from './orderInput.ts';
import { findMemberFills, findOrderFills, findOrderPairs, findOrders, findOwnOrder, findOwnOrdersState, type OrderFilter } from './repo.ts';
import { formatUnits, toEntrustRow, toFillRow } from './rows.ts';
import type { TriggerBook } from './triggers.ts';
import type { TpSlOrders } from './exits.ts';
import { cancelWaiting, type WaitingDeps } from './waiting.ts';
import { placeOrderOfType } from './placing.ts';

export interface SpotServiceDeps {
  db: Db;
  ledger: Ledger;
  markets: Markets;
  triggers: TriggerBook;
  tpsl: TpSlOrders;
  publisher: Publisher;
}

export interface PageQuery {
  current: number;
  size: number;
}

export type EntrustQuery = Omit<OrderFilter, 'memberId' | 'open' | 'symbol' | 'owner'>;

export const ORDER_NOT_FOUND = 'Order not found';

/** A spot pair by "BTC/USDT" or "BTC_USDT"; a pair listed only as a contract is named as such. */
export const spotPair = (name: string): PairConfig => {
  const config = findMarket('xh', name);
  if (config) return config;
  const label = name.slice(0, 24);
  if (findMarket('ubw', name) || findMarket('bbw', name)) throw new BusinessError(`${label} is not a spot market`);
  throw new BusinessError(`Unknown market: ${label}`);
};

export const createSpotService = (deps: SpotServiceDeps) => {
  const { db, ledger, markets } = deps;
  const waiting: WaitingDeps = { db, ledger, settlement: markets.settlement, triggers: deps.triggers, publisher: deps.publisher };

  const marketOf = (config: PairConfig): SymbolMarket => {
    const market = markets.hub.get('xh', config.symbol_name);
    if (!market) throw new BusinessError(`Unknown market: ${config.symbol_name}`);
    return market;
  };

  const row = async (memberId: string, id: string): Promise<EntrustRow> => {
    const stored = await findOwnOrder(db, memberId, id);
    if (!stored) throw new BusinessError(ORDER_NOT_FOUND);
    return toEntrustRow(spotPair(stored.symbol), stored);
  };

  return {
    async place(memberId: string, type: string, body: SpotOrderBody): Promise<EntrustRow> {
      if (!body.exchangeCoinStr) throw new BusinessError('Please choose a market');
      const config = spotPair(body.exchangeCoinStr);
      const order = planSpotOrder(type, body, config, memberId, newOrderId());
      const market = marketOf(config);
      const placed = await placeOrderOfType({ waiting, tpsl: deps.tpsl }, market, config, type, order);
      if (placed) return placed;
      return row(memberId, order.id);
    },

    /** All or nothing on ownership: one unknown or foreign id refuses the whole request. */
    async cancel(memberId: string, ids: string[]): Promise<CancelResult> {
      const unique = [...new Set(ids)];
      const owned = await findOwnOrdersState(db, memberId, unique);
      if (owned.length !== unique.length) throw new BusinessError(ORDER_NOT_FOUND);
      const cancelled: string[] = [];
      for (const order of owned) {
        if (order.status !== 0 || order.kind !== 'xh') continue;
        const market = markets.hub.get('xh', order.symbol);
        if (!market) continue;
        // A waiting order that fired meanwhile is in the book by now (the fire was queued first).
        if (order.waiting === 1 && (await cancelWaiting(waiting, market, order.id))) {
          cancelled.push(order.id);
          continue;
        }
        const events = await market.cancel(order.id);
        if (events.some((e) => e.type === 'cancelled')) cancelled.push(order.id);
      }
      return { cancelled };
    },

    async orders(memberId: string, open: boolean, pair: string, query: EntrustQuery, page: PageQuery): Promise<Page<EntrustRow>> {
      const symbol = pair === 'all' ? null : spotPair(pair).symbol_name;
      const { rows, total } = await findOrders(db, { memberId, open, symbol, ...query }, page);
      return {
        records: rows.map((r) => toEntrustRow(spotPair(r.symbol), r)),
        total,
        size: page.size,
        current: page.current,
        pages: Math.ceil(total / page.size),
      };
    },

    async fillsOf(memberId: string, orderId: string): Promise<FillRow[]> {
      const order = await findOwnOrder(db, memberId, orderId);
      if (!order) throw new BusinessError(ORDER_NOT_FOUND);
      const config = spotPair(order.symbol);
      return (await findOrderFills(db, memberId, orderId)).map((f) => toFillRow(config, f));
    },

    async myFills(memberId: string, pair: string, page: PageQuery): Promise<Page<FillRow>> {
      const symbol = pair === 'all' ? null : spotPair(pair).symbol_name;
      const { rows, total } = await findMemberFills(db, memberId, symbol, page);
      return {
        records: rows.map((f) => toFillRow(spotPair(f.symbol), f)),
        total,
        size: page.size,
        current: page.current,
        pages: Math.ceil(total / page.size),
      };
    },

    async balances(memberId: string, base: string, quote: string): Promise<PairBalances> {
      const config = spotPair(`${base}/${quote}`);
      const owner = memberOwner(memberId);
      const [b, q] = await Promise.all([ledger.balance(owner, '1', config.coin_symbol), ledger.balance(owner, '1', config.quote_symbol)]);
      return {
        base: { coin: config.coin_symbol, available: formatUnits(b.available), frozen: formatUnits(b.locked) },
        quote: { coin: config.quote_symbol, available: formatUnits(q.available), frozen: formatUnits(q.locked) },
      };
    },

    pairs: (memberId: string): Promise<string[]> => findOrderPairs(db, memberId),
  };
};

export type SpotService = ReturnType<typeof createSpotService>;

/** Statuses a list may filter by, as stored. */
export const STATUS_VALUES: Record<string, number> = { [ENTRUST_STATUS.open]: 0, [ENTRUST_STATUS.done]: 1, [ENTRUST_STATUS.cancelled]: -1, [ENTRUST_STATUS.failed]: -2 };

