// Paths of the market calls (notes wire-market.md), relative to coinBase(head) like the contract's
// COIN table. Pairs travel as BASE_QUOTE in a path and as BASE/QUOTE in a query parameter.
import { pairToPath } from '@exchange/contract/format-pair';
import type { MarketKind } from '@exchange/contract/topics';

export const MARKET_PATH = {
  spotGoods: 'open/getSpotGoods',
  contracts: 'open/getContract',
  initData: 'open/market/initData',
  spotPairConfigs: 'open/transaction/xh/all',
  pairConfig: (kind: MarketKind, pair: string) => `open/transaction/${kind}/${pairToPath(pair)}`,
  klineHistory: 'open/get/kline/history',
  favourites: 'quotes/getOptional',
  addFavourite: (kind: MarketKind, pair: string) => `quotes/addOptional/${kind}/${pairToPath(pair)}`,
  removeFavourite: (kind: MarketKind, pair: string) => `quotes/cancelOptional/${kind}/${pairToPath(pair)}`,
} as const;

/** `initData` types: the index, and a pair's depth and recent-trades snapshots. */
export const INIT_DATA = {
  index: 'index',
  depth: (kind: MarketKind, pair: string) => `deptH_${kind}_deptH_${pair}`,
  trades: (kind: MarketKind, pair: string) => `tract_${kind}_trade_${pair}`,
} as const;
