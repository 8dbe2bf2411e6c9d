// Market calls (notes wire-market.md): lists of spot and contract markets, the index and depth
// snapshots that come before a live topic, pair configs and the member's favourites. Each answer
// is mapped to the clear names of marketMap.ts before it leaves api/.
import type { DepthPayload, IndexPayload, MarketRow, PairConfig } from '@exchange/contract/market';
import type { MarketKind } from '@exchange/contract/topics';
import { INIT_DATA, MARKET_PATH } from './marketPaths.ts';
import { fromIndexPayload, fromMarketRow, fromPairConfig, type IndexTickers, type PairRules, type Ticker } from './marketMap.ts';
import { coinUrl, request } from './transport.ts';

export * from './marketMap.ts';

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
