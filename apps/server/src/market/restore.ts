// After a restart: the books are rebuilt from the journal (open orders in their original time
// priority), the holds behind them are re-known, and the last day of trades refills the ticker,
// the recent-trades list and the current klines, so nothing a user saw before goes missing.
import type { Db } from '../db/index.ts';
import type { RestingOrder } from '../engine/index.ts';
import { sql } from 'kysely';
import type { KlineBar, KlineInterval, PairConfig } from '@exchange/contract';
import { engineOwnerOf, partyOf, requiredHold, type Hold } from './settlement.ts';

export interface RestoredBook {
  resting: RestingOrder[];
  lastSeq: number;
}

export const loadBook = async (db: Db, config: PairConfig): Promise<RestoredBook> => {
  const open = await db
    .selectFrom('market_order')
    .select(['id', 'owner_type', 'owner_id', 'side', 'price_ticks', 'remaining_lots', 'engine_seq'])
    .where('kind', '=', config.kind)
    .where('symbol', '=', config.symbol_name)
    .where('status', '=', 0)
    .where('order_type', '=', 'limit')
    // A stop order waiting for its trigger is not in the book yet.
    .where('waiting', '=', 0)
    .orderBy('engine_seq')
    .execute();
  const lastOrder = await db
    .selectFrom('market_order')
    .select((eb) => eb.fn.max('engine_seq').as('seq'))
    .where('kind', '=', config.kind)
    .where('symbol', '=', config.symbol_name)
    .executeTakeFirst();
  const lastTrade = await db
    .selectFrom('market_trade')
    .select((eb) => eb.fn.max('engine_seq').as('seq'))
    .where('kind', '=', config.kind)
    .where('symbol', '=', config.symbol_name)
    .executeTakeFirst();
  // The engine numbers events after the last one it wrote; cancellations are not stored with a
  // seq, so leave generous room past the highest one stored.
  const lastSeq = Math.max(Number(lastOrder?.seq ?? 0), Number(lastTrade?.seq ?? 0)) + 1_000_000;
  return {
    resting: open
      .filter((o) => Number(o.remaining_lots) > 0 && o.price_ticks !== null)
      .map((o) => ({
        id: o.id,
        owner: engineOwnerOf(o.owner_type, o.owner_id),
        side: o.side === 'sell' ? 'sell' : 'buy',
        price: Number(o.price_ticks),
        remaining: Number(o.remaining_lots),
        seq: Number(o.engine_seq),
      })),
    lastSeq: open.length > 0 || lastSeq > 1_000_000 ? lastSeq : 0,
  };
};

/** What each waiting stop order of a market holds (exits wait holding nothing). */
export const loadWaitingHolds = async (db: Db, config: PairConfig): Promise<Array<{ id: string; hold: Hold }>> => {
  if (config.kind !== 'xh') return [];
  const rows = await db
    .selectFrom('market_order')
    .select(['id', 'owner_type', 'owner_id', 'side', 'order_type', 'price_ticks', 'quantity_lots', 'funds_notional'])
    .where('kind', '=', config.kind)
    .where('symbol', '=', config.symbol_name)
    .where('waiting', '=', 1)
    .where('status', '=', 0)
    .where('entrust_type', '=', 'zyzs')
    .execute();
  return rows.map((r) => {
    const { owner, walletType } = partyOf(r.owner_type, r.owner_id);
    const need = requiredHold(config, {
      side: r.side === 'sell' ? 'sell' : 'buy',
      orderType: r.order_type === 'market' ? 'market' : 'limit',
      priceTicks: r.price_ticks === null ? null : Number(r.price_ticks),
      quantityLots: r.quantity_lots === null ? null : Number(r.quantity_lots),
      fundsNotional: r.funds_notional === null ? null : Number(r.funds_notional),
    });
    return { id: r.id, hold: { owner, walletType, ...need } };
  });
};

export interface StoredTrade {
  time: number;
  priceTicks: number;
  lots: number;
  takerSide: 'buy' | 'sell';
  seq: number;
}

/** The last trades (newest `limit`), oldest first. */
export const loadRecentTrades = async (db: Db, config: PairConfig, limit: number): Promise<StoredTrade[]> => {
  const rows = await db
    .selectFrom('market_trade')
    .select(['trade_time', 'price_ticks', 'quantity_lots', 'taker_side', 'engine_seq'])
    .where('kind', '=', config.kind)
    .where('symbol', '=', config.symbol_name)
    .orderBy('trade_time', 'desc')
    .orderBy('engine_seq', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((r) => ({
    time: Number(r.trade_time),
    priceTicks: Number(r.price_ticks),
    lots: Number(r.quantity_lots),
    takerSide: r.taker_side === 'sell' ? 'sell' : 'buy',
    seq: Number(r.engine_seq),
  }));
};

/** Stored 1-minute bars since a time, oldest first: they refill the 24 h ticker and current klines. */
export const loadMinuteBars = async (db: Db, config: PairConfig, since: number): Promise<KlineBar[]> => {
  const rows = await db
    .selectFrom('kline')
    .selectAll()
    .where('kind', '=', config.kind)
    .where('symbol', '=', config.symbol_name)
    .where('interval', '=', '1m')
    .where('open_time', '>=', String(since))
    .orderBy('open_time')
    .execute();
  return rows.map((r) => ({ interval: '1m', time: Number(r.open_time), open: r.open, high: r.high, low: r.low, close: r.close, amount: r.amount, vol: r.vol }));
};

/** The newest stored bar of each interval: the bars live trades continue. */
export const loadLatestBars = async (db: Db, config: PairConfig): Promise<KlineBar[]> => {
  const rows = await sql<{ interval: string; open_time: string; open: string; high: string; low: string; close: string; amount: string; vol: string }>`
    select distinct on (interval) interval, open_time, open, high, low, close, amount, vol
    from kline where kind = ${config.kind} and symbol = ${config.symbol_name}
    order by interval, open_time desc`.execute(db);
  return rows.rows.map((r) => ({ interval: r.interval as KlineInterval, time: Number(r.open_time), open: r.open, high: r.high, low: r.low, close: r.close, amount: r.amount, vol: r.vol }));
};
