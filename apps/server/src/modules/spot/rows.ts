// Stored orders and fills as the wire shows them (contract spot.ts): decimal strings at the pair's
// scales, prices at the price scale, amounts at the amount scale, money (price × amount) at both
// together with the zeros beyond the price scale trimmed. Integer arithmetic only.
import type { Direction, EntrustRow, EntrustStatus, FillRow, PairConfig, SpotOrderType } from '@exchange/contract';
import { SPOT_ORDER_TYPES } from '@exchange/contract';
import type { Insertable } from 'kysely';
import type { MarketOrderTable } from '../../db/schema.ts';
import { fromUnits } from '../../ledger/index.ts';
import { formatScaled, lotsToAmount, notionalScale, ticksToPrice, type Scaled } from '../../market/scales.ts';

/** Drops trailing zeros of a decimal string, keeping at least `keep` decimals. */
export const trimDecimals = (text: string, keep: number): string => {
  const dot = text.indexOf('.');
  if (dot < 0) return text;
  let end = text.length;
  while (end > dot + 1 + keep && text[end - 1] === '0') end--;
  return text.slice(0, end === dot + 1 ? dot : end);
};

/** A notional (ticks × lots) in the quote coin. */
export const formatMoney = (market: Scaled, notional: bigint | number | string): string =>
  trimDecimals(formatScaled(BigInt(notional), notionalScale(market)), market.base_coin_scale);

/** Ledger units (8 decimals) without trailing zeros: fees and balances, which may be finer than a pair's scales. */
export const formatUnits = (units: bigint): string => trimDecimals(fromUnits(units), 0);

/** Average price of fills, rounded half up to the price scale. */
export const averagePrice = (market: Scaled, notional: bigint, lots: bigint): string =>
  lots === 0n ? '' : ticksToPrice(market, (2n * notional + lots) / (2n * lots));

export interface OrderRecordRow {
  id: string;
  symbol: string;
  side: string;
  order_type: string;
  price_ticks: string | null;
  quantity_lots: string | null;
  funds_notional: string | null;
  remaining_lots: string;
  filled_lots: string;
  filled_notional: string;
  status: number;
  entrust_type: string | null;
  trigger_ticks: string | null;
  take_profit_ticks: string | null;
  stop_loss_ticks: string | null;
  parent_id: string | null;
  waiting: number;
  create_time: Date | string;
  update_time: Date | string;
}

export const ORDER_COLUMNS = [
  'id',
  'symbol',
  'side',
  'order_type',
  'price_ticks',
  'quantity_lots',
  'funds_notional',
  'remaining_lots',
  'filled_lots',
  'filled_notional',
  'status',
  'entrust_type',
  'trigger_ticks',
  'take_profit_ticks',
  'stop_loss_ticks',
  'parent_id',
  'waiting',
  'create_time',
  'update_time',
] as const;

const price = (market: Scaled, ticks: string | null) => (ticks === null ? '' : ticksToPrice(market, BigInt(ticks)));
const direction = (side: string): Direction => (side === 'sell' ? '2' : '1');
const entrustType = (row: OrderRecordRow): SpotOrderType =>
  (SPOT_ORDER_TYPES as readonly string[]).includes(row.entrust_type ?? '') ? (row.entrust_type as SpotOrderType) : row.order_type === 'market' ? 'sjwt' : 'xjwt';

/**
 * What an order holds now: an open order in the book or a waiting stop holds its remaining amount
 * (a sell) or price × remaining (a buy), which settlement keeps exact; an exit waits holding nothing.
 */
const frozen = (config: PairConfig, row: OrderRecordRow): string => {
  if (row.status !== 0 || (row.waiting === 1 && row.entrust_type !== 'zyzs')) return '0';
  if (row.side === 'sell') return lotsToAmount(config, BigInt(row.remaining_lots));
  if (row.funds_notional !== null) return formatMoney(config, row.funds_notional);
  return formatMoney(config, BigInt(row.price_ticks ?? 0) * BigInt(row.remaining_lots));
};

/** The stored shape of a row written by the journal (market/batchRows.ts), before it is read back. */
export const recordOfInsert = (row: Insertable<MarketOrderTable>): OrderRecordRow => ({
  id: row.id,
  symbol: row.symbol,
  side: row.side,
  order_type: row.order_type,
  price_ticks: row.price_ticks ?? null,
  quantity_lots: row.quantity_lots ?? null,
  funds_notional: row.funds_notional ?? null,
  remaining_lots: row.remaining_lots,
  filled_lots: row.filled_lots,
  filled_notional: row.filled_notional ?? '0',
  status: row.status,
  entrust_type: row.entrust_type ?? null,
  trigger_ticks: row.trigger_ticks ?? null,
  take_profit_ticks: row.take_profit_ticks ?? null,
  stop_loss_ticks: row.stop_loss_ticks ?? null,
  parent_id: row.parent_id ?? null,
  waiting: row.waiting ?? 0,
  create_time: row.create_time instanceof Date ? row.create_time : new Date(),
  update_time: row.update_time instanceof Date ? row.update_time : new Date(),
});

export const toEntrustRow = (config: PairConfig, row: OrderRecordRow): EntrustRow => ({
  id: row.id,
  symbol_name: row.symbol,
  entrust_type: entrustType(row),
  create_time: new Date(row.create_time).getTime(),
  update_time: new Date(row.update_time).getTime(),
  direction: direction(row.side),
  entrust_price: price(config, row.price_ticks),
  entrust_balance: row.quantity_lots === null ? '' : lotsToAmount(config, BigInt(row.quantity_lots)),
  entrust_money: row.funds_notional === null ? '' : formatMoney(config, row.funds_notional),
  success_price: averagePrice(config, BigInt(row.filled_notional), BigInt(row.filled_lots)),
  success_balance: lotsToAmount(config, BigInt(row.filled_lots)),
  success_money: formatMoney(config, row.filled_notional),
  frozen_balance: frozen(config, row),
  trigger_price: price(config, row.trigger_ticks),
  take_profit_price: price(config, row.take_profit_ticks),
  stop_loss_price: price(config, row.stop_loss_ticks),
  entrust_status: String(row.status) as EntrustStatus,
  trigger_waiting: row.waiting === 1 ? '1' : '0',
  parent_id: row.parent_id ?? '',
});

export interface FillRecordRow {
  id: string;
  order_id: string;
  symbol: string;
  side: string;
  role: string;
  price_ticks: string;
  quantity_lots: string;
  fee: string;
  fee_coin: string;
  trade_time: string;
}

export const toFillRow = (config: PairConfig, row: FillRecordRow): FillRow => ({
  id: row.id,
  order_id: row.order_id,
  symbol_name: row.symbol,
  direction: direction(row.side),
  price: ticksToPrice(config, BigInt(row.price_ticks)),
  amount: lotsToAmount(config, BigInt(row.quantity_lots)),
  money: formatMoney(config, BigInt(row.price_ticks) * BigInt(row.quantity_lots)),
  fee: formatUnits(BigInt(row.fee)),
  fee_coin: row.fee_coin,
  role: row.role === 'maker' ? 'maker' : 'taker',
  create_time: Number(row.trade_time),
});

