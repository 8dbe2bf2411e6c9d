// The market's wire rows (MarketRow, IndexRow, SymbolDetail, PairConfig) mapped once to clear names
// (DESIGN §7): nothing past api/ and realtime/ reads `zdf` or `bzmc`. Numbers stay decimal strings.
import type { IndexPayload, IndexRow, MarketRow, PairConfig, SymbolDetail } from '@exchange/contract/market';
import { splitPair } from '@exchange/contract/format-pair';
import { MARKET_KINDS, type MarketKind } from '@exchange/contract/topics';

/** One market's 24-hour figures. Values a source does not carry are "" (shown as "--"). */
export interface Ticker {
  kind: MarketKind;
  /** "BTC/USDT". */
  pair: string;
  base: string;
  quote: string;
  icon: string;
  last: string;
  open: string;
  high: string;
  low: string;
  /** 24h volume in the base coin. */
  volume: string;
  /** 24h turnover in the quote coin. */
  turnover: string;
  /** 24h change in percent ("1.23" is +1.23 %). */
  change: string;
  /** Price decimals, when the source carries them. */
  priceScale?: number;
  isNew: boolean;
}

/** The live figures of `all_symbol_detail` and `{kind}_detail_{PAIR}`. */
export type TickerUpdate = Pick<Ticker, 'kind' | 'pair' | 'last' | 'open' | 'high' | 'low' | 'volume' | 'turnover' | 'change'>;

/** How one pair trades (`open/transaction/{kind}/{PAIR}`). */
export interface PairRules {
  kind: MarketKind;
  pair: string;
  base: string;
  quote: string;
  icon: string;
  priceScale: number;
  amountScale: number;
  /** Fee rates as decimal fractions ("0.001" is 0.1 %). */
  buyFee: string;
  sellFee: string;
  minAmount: string;
  isolatedLeverage: string;
  crossLeverage: string;
  isNew: boolean;
}

export type IndexTickers = Record<MarketKind, Ticker[]>;

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

const KIND_OF_CONTRACT_TYPE: Record<string, MarketKind> = { '0': 'xh', '1': 'ubw', '2': 'bbw' };

const kindOfContractType = (contractType: unknown): MarketKind => KIND_OF_CONTRACT_TYPE[text(contractType)] ?? 'xh';

const isMarketKind = (value: unknown): value is MarketKind => (MARKET_KINDS as readonly unknown[]).includes(value);

/** Same market, whatever the source: favourites, live updates and rows meet on this key. */
export const tickerKey = (kind: MarketKind, pair: string): string => `${kind}:${pair}`;

export const fromMarketRow = (row: MarketRow): Ticker => {
  const pair = text(row.symbol_name);
  const { base, quote } = splitPair(pair);
  return {
    kind: kindOfContractType(row.contract_type),
    pair,
    base: text(row.coin_symbol) || base,
    quote,
    icon: text(row.avatar),
    last: text(row.close),
    open: text(row.open),
    high: text(row.high),
    low: text(row.low),
    volume: text(row.amount),
    turnover: text(row.vol),
    change: text(row.zdf),
    isNew: false,
  };
};

export const fromIndexRow = (kind: MarketKind, row: IndexRow): Ticker => {
  const pair = text(row.symbolName);
  const { base, quote } = splitPair(pair);
  const scale = Number(row.priceScale);
  return {
    kind,
    pair,
    base: text(row.bzmc) || base,
    quote,
    icon: text(row.bzicon),
    last: text(row.close),
    open: '',
    high: '',
    low: '',
    volume: text(row.cjl),
    turnover: text(row.cje),
    change: text(row.zdf),
    ...(Number.isInteger(scale) && scale >= 0 ? { priceScale: scale } : {}),
    isNew: Number(row.newCoin) === 1,
  };
};

export const fromIndexPayload = (payload: IndexPayload | null | undefined): IndexTickers => {
  const rowsOf = (kind: MarketKind) => {
    const rows = payload?.[kind];
    return Array.isArray(rows) ? rows.map((row) => fromIndexRow(kind, row)) : [];
  };
  return { xh: rowsOf('xh'), ubw: rowsOf('ubw'), bbw: rowsOf('bbw') };
};

export const fromSymbolDetail = (detail: SymbolDetail): TickerUpdate | undefined => {
  if (!detail || !isMarketKind(detail.type) || typeof detail.symbolName !== 'string') return undefined;
  return {
    kind: detail.type,
    pair: detail.symbolName,
    last: text(detail.close),
    open: text(detail.open),
    high: text(detail.high),
    low: text(detail.low),
    volume: text(detail.amount),
    turnover: text(detail.vol),
    change: text(detail.zdf),
  };
};

export const fromPairConfig = (config: PairConfig, fallbackKind?: MarketKind): PairRules => {
  const pair = text(config.symbol_name);
  const { base, quote } = splitPair(pair);
  const kind = isMarketKind(config.kind) ? config.kind : (fallbackKind ?? kindOfContractType(config.contract_type));
  return {
    kind,
    pair,
    base: text(config.coin_symbol) || base,
    quote: text(config.quote_symbol) || quote,
    icon: text(config.avatar),
    priceScale: Number(config.base_coin_scale),
    amountScale: Number(config.coin_coin_scale),
    buyFee: text(config.buy_fee),
    sellFee: text(config.sell_fee),
    minAmount: text(config.min_amount),
    isolatedLeverage: text(config.part_cou),
    crossLeverage: text(config.full_cou),
    isNew: Number(config.new_coin) === 1,
  };
};
