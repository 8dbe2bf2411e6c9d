// The pair feeds' wire rows (KlineBar, TradeRow) mapped once to clear names (DESIGN §7), as
// marketMap.ts does for tickers. Numbers stay decimal strings; times stay epoch milliseconds.
import type { KlineBar, KlineInterval, TradeRow } from '@exchange/contract/market';

/** One k-line bar. */
export interface Candle {
  interval: KlineInterval;
  /** Open time, epoch milliseconds (UTC). */
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  /** Base-coin volume. */
  volume: string;
  /** Quote-coin turnover. */
  turnover: string;
}

/** One trade of the market; `side` is the taker's. */
export interface Trade {
  id: string;
  price: string;
  amount: string;
  side: 'buy' | 'sell';
  time: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export const fromKlineBar = (bar: KlineBar): Candle => ({
  interval: bar.interval,
  time: Number(bar.time),
  open: text(bar.open),
  high: text(bar.high),
  low: text(bar.low),
  close: text(bar.close),
  volume: text(bar.amount),
  turnover: text(bar.vol),
});

export const fromTradeRow = (row: TradeRow): Trade => ({
  id: text(row.id),
  price: text(row.price),
  amount: text(row.amount),
  side: String(row.direction) === '2' ? 'sell' : 'buy',
  time: Number(row.time),
});
