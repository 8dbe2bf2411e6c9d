// Market data on the wire (DESIGN §4): pair configs, market rows, the index and detail topics,
// depth, trades and klines. Every number is a decimal string; amount = base-coin volume,
// vol = quote-coin turnover, zdf = change in percent ("1.23" is +1.23 %).
import type { MarketKind } from './topics.ts';

/** `open/transaction/{kind}/{BASE_QUOTE}`: how a pair trades. */
export interface PairConfig {
  id: string;
  symbol_name: string;
  coin_symbol: string;
  quote_symbol: string;
  kind: MarketKind;
  /** Decimals of the price (quote coin). */
  base_coin_scale: number;
  /** Decimals of the amount (base coin); the API's default is 8. */
  coin_coin_scale: number;
  enable_lever: 0 | 1;
  enable_full_lever: 0 | 1;
  /** Highest leverage, isolated (part) and cross (full). */
  part_cou: string;
  full_cou: string;
  /** Fee rates as decimal fractions ("0.001" = 0.1 %). */
  buy_fee: string;
  sell_fee: string;
  min_amount: string;
  avatar: string;
  /** "0" spot, "1" USDT-margined (ubw), "2" coin-margined (bbw). */
  contract_type: '0' | '1' | '2';
  /** 1 for a newly listed coin. */
  new_coin: 0 | 1;
}

/** A row of `open/getSpotGoods`, `open/getContract` and `quotes/getOptional`. */
export interface MarketRow {
  id: string;
  symbol_name: string;
  coin_symbol: string;
  avatar: string;
  close: string;
  open: string;
  high: string;
  low: string;
  amount: string;
  vol: string;
  zdf: string;
  part_cou: string;
  full_cou: string;
  contract_type: '0' | '1' | '2';
  collect: 0 | 1;
}

/** A row of the `index` topic (and `open/market/initData?type=index`), keyed by market kind. */
export interface IndexRow {
  symbol: string;
  symbolName: string;
  /** Base coin name. */
  bzmc: string;
  bzicon: string;
  close: string;
  zdf: string;
  /** Volume (base) and turnover (quote). */
  cjl: string;
  cje: string;
  priceScale: number;
  newCoin: 0 | 1;
}
export type IndexPayload = Partial<Record<MarketKind, IndexRow[]>>;

/** `all_symbol_detail` and `{kind}_detail_{PAIR}`. */
export interface SymbolDetail {
  symbolName: string;
  type: MarketKind;
  close: string;
  open: string;
  high: string;
  low: string;
  amount: string;
  vol: string;
  zdf: string;
}

export type PriceLevel = [price: string, amount: string];

/** `{kind}_deptH_{PAIR}`: the top of the book. A gap in seq means: fetch a new snapshot. */
export interface DepthPayload {
  symbolName: string;
  seq: number;
  buyItems: PriceLevel[];
  sellItems: PriceLevel[];
}

export interface TradeRow {
  id: string;
  price: string;
  amount: string;
  /** "1" buy (taker bought), "2" sell. */
  direction: '1' | '2';
  /** Epoch milliseconds. */
  time: number;
}

export const KLINE_INTERVALS = ['1m', '5m', '15m', '30m', '1h', '1d', '1w', '1M'] as const;
export type KlineInterval = (typeof KLINE_INTERVALS)[number];

export interface KlineBar {
  interval: KlineInterval;
  /** Bar open time, epoch milliseconds (UTC). */
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  amount: string;
  vol: string;
}
