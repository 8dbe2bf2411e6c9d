// Market calls (notes wire-market.md): lists of spot and contract markets, the index and depth
// snapshots that come before a live topic, pair configs and the member's favourites. Each answer
// is mapped to the clear names of marketMap.ts before it leaves api/.
import type { DepthPayload, IndexPayload, KlineBar, KlineInterval, MarketRow, PairConfig, TradeRow } from '@exchange/contract/market';
import type { MarketKind } from '@exchange/contract/topics';
import { INIT_DATA, MARKET_PATH } from './marketPaths.ts';
import { fromIndexPayload, fromMarketRow, fromPairConfig, type IndexTickers, type PairRules, type Ticker } from './marketMap.ts';
import { fromKlineBar, fromTradeRow, type Candle, type Trade } from './marketFeedMap.ts';
import { coinUrl, request } from './transport.ts';

export * from './marketMap.ts';
export * from './marketFeedMap.ts';

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export const getSpotMarkets = async (): Promise<Ticker[]> =>
  list<MarketRow>(await request({ url: coinUrl(MARKET_PATH.spotGoods) })).map(fromMarketRow);

/** Every ubw and bbw contract. */
export const getContractMarkets = async (): Promise<Ticker[]> =>
  list<MarketRow>(await request({ url: coinUrl(MARKET_PATH.contracts) })).map(fromMarketRow);

/** The snapshot of the `index` topic. */
export const getIndexSnapshot = async (): Promise<IndexTickers> =>
  fromIndexPayload(await request<IndexPayload>({ url: coinUrl(MARKET_PATH.initData), params: { type: INIT_DATA.index } }));

/** The snapshot of `{kind}_deptH_{PAIR}`: top 50 levels each side and the seq to continue from. */
export const getDepthSnapshot = (kind: MarketKind, pair: string): Promise<DepthPayload> =>
  request({ url: coinUrl(MARKET_PATH.initData), params: { type: INIT_DATA.depth(kind, pair) } });

/** The snapshot of `{kind}_trade_{PAIR}`: the latest trades, newest first. */
export const getTradeSnapshot = async (kind: MarketKind, pair: string): Promise<Trade[]> =>
  list<TradeRow>(await request({ url: coinUrl(MARKET_PATH.initData), params: { type: INIT_DATA.trades(kind, pair) } })).map(fromTradeRow);

export interface KlineQuery {
  kind: MarketKind;
  pair: string;
  interval: KlineInterval;
  /** Bars that open before this time (epoch ms), the newest `limit` of them, oldest first. */
  endTime: number;
  limit: number;
}

export const getKlineHistory = async ({ kind, pair, interval, endTime, limit }: KlineQuery): Promise<Candle[]> =>
  list<KlineBar>(
    await request({ url: coinUrl(MARKET_PATH.klineHistory), params: { symbolName: pair, type: kind, interval, endTime, limit } }),
  ).map(fromKlineBar);

export const getSpotPairRules = async (): Promise<PairRules[]> =>
  list<PairConfig>(await request({ url: coinUrl(MARKET_PATH.spotPairConfigs) })).map((config) => fromPairConfig(config, 'xh'));

export const getPairRules = async (kind: MarketKind, pair: string): Promise<PairRules> =>
  fromPairConfig(await request<PairConfig>({ url: coinUrl(MARKET_PATH.pairConfig(kind, pair)) }), kind);

/** The member's favourites (login required). */
export const getFavourites = async (): Promise<Ticker[]> =>
  list<MarketRow>(await request({ url: coinUrl(MARKET_PATH.favourites) })).map(fromMarketRow);

export const addFavourite = (kind: MarketKind, pair: string): Promise<unknown> =>
  request({ url: coinUrl(MARKET_PATH.addFavourite(kind, pair)) });

export const removeFavourite = (kind: MarketKind, pair: string): Promise<unknown> =>
  request({ url: coinUrl(MARKET_PATH.removeFavourite(kind, pair)) });
