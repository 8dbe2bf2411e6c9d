// Answers of the market calls: market rows, initData snapshots, pair configs, klines.
import { z } from 'zod';
import { KLINE_INTERVALS, type DepthPayload, type IndexPayload, type IndexRow, type KlineBar, type MarketRow, type PairConfig, type SymbolDetail, type TradeRow } from '../market.ts';
import { MARKET_KINDS } from '../topics.ts';
import { exactly } from './exact.ts';
import { decimal, epochMs, zeroOrOne } from './common.ts';

const marketKind = z.enum(MARKET_KINDS);
const contractType = z.enum(['0', '1', '2']);

export const pairConfig = exactly<PairConfig>()(
  z.object({
    id: z.string(),
    symbol_name: z.string(),
    coin_symbol: z.string(),
    quote_symbol: z.string(),
    kind: marketKind,
    base_coin_scale: z.number().int(),
    coin_coin_scale: z.number().int(),
    enable_lever: zeroOrOne,
    enable_full_lever: zeroOrOne,
    part_cou: z.string(),
    full_cou: z.string(),
    buy_fee: decimal,
    sell_fee: decimal,
    min_amount: decimal,
    avatar: z.string(),
    contract_type: contractType,
    new_coin: zeroOrOne,
  }),
);

export const marketRow = exactly<MarketRow>()(
  z.object({
    id: z.string(),
    symbol_name: z.string(),
    coin_symbol: z.string(),
    avatar: z.string(),
    close: decimal,
    open: decimal,
    high: decimal,
    low: decimal,
    amount: decimal,
    vol: decimal,
    zdf: decimal,
    part_cou: z.string(),
    full_cou: z.string(),
    contract_type: contractType,
    collect: zeroOrOne,
  }),
);

const indexRow = exactly<IndexRow>()(
  z.object({
    symbol: z.string(),
    symbolName: z.string(),
    bzmc: z.string(),
    bzicon: z.string(),
    close: decimal,
    zdf: decimal,
    cjl: decimal,
    cje: decimal,
    priceScale: z.number().int(),
    newCoin: zeroOrOne,
  }),
);
export const indexPayload = exactly<IndexPayload>()(z.partialRecord(marketKind, z.array(indexRow)));

export const symbolDetail = exactly<SymbolDetail>()(
  z.object({ symbolName: z.string(), type: marketKind, close: decimal, open: decimal, high: decimal, low: decimal, amount: decimal, vol: decimal, zdf: decimal }),
);

const priceLevel = z.tuple([decimal, decimal]);
export const depthPayload = exactly<DepthPayload>()(
  z.object({ symbolName: z.string(), seq: z.number().int(), buyItems: z.array(priceLevel), sellItems: z.array(priceLevel) }),
);

export const tradeRow = exactly<TradeRow>()(z.object({ id: z.string(), price: decimal, amount: decimal, direction: z.enum(['1', '2']), time: epochMs }));

export const klineBar = exactly<KlineBar>()(
  z.object({ interval: z.enum(KLINE_INTERVALS), time: epochMs, open: decimal, high: decimal, low: decimal, close: decimal, amount: decimal, vol: decimal }),
);
