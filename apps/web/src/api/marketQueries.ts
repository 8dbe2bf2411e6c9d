// TanStack Query hooks of the market calls. Lists are public and shared by the markets page, the
// home overview, the search and the introduce pages; favourites are the member's own (a private
// key, dropped on logout). The star's mutation lives in favouriteToggle.ts, so pages that only
// read favourites do not load it.
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { MarketKind } from '@exchange/contract/topics';
import { useSession } from '../session/store.ts';
import { getContractMarkets, getFavourites, getPairRules, getSpotMarkets, getSpotPairRules, type PairRules, type Ticker } from './market.ts';
import { queryClient } from './queryClient.ts';
import { queryKeys } from './queryKeys.ts';

const MINUTE = 60_000;
/** Fees, scales and leverage change when an operator edits a pair: rarely. */
const RULES_STALE_MS = 10 * MINUTE;

/** Keys of the public market queries (the member's favourites sit under queryKeys.privateKey). */
const marketKeys = {
  spot: ['market', 'spot'] as const,
  contracts: ['market', 'contracts'] as const,
  spotRules: ['market', 'rules', 'xh'] as const,
  rules: (kind: MarketKind, pair: string) => ['market', 'rules', kind, pair] as const,
};

const spotMarketsQuery = queryOptions({ queryKey: marketKeys.spot, queryFn: getSpotMarkets });
const contractMarketsQuery = queryOptions({ queryKey: marketKeys.contracts, queryFn: getContractMarkets });
export const favouritesKey = queryKeys.privateKey('favourites');

export const useSpotMarkets = () => useQuery(spotMarketsQuery);
export const useContractMarkets = () => useQuery(contractMarketsQuery);

/**
 * Every spot and contract market, fetched fresh into the shared cache: the snapshot the live
 * `all_symbol_detail` changes are merged onto (on subscribe and after a reconnect).
 */
export const loadAllTickers = async (): Promise<Ticker[]> => {
  const [spot, contracts] = await Promise.all([
    queryClient.fetchQuery({ ...spotMarketsQuery, staleTime: 0 }),
    queryClient.fetchQuery({ ...contractMarketsQuery, staleTime: 0 }),
  ]);
  return [...spot, ...contracts];
};

export const useSpotPairRules = () => useQuery({ queryKey: marketKeys.spotRules, queryFn: getSpotPairRules, staleTime: RULES_STALE_MS });

export interface PairRulesList {
  data: PairRules[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/** The rules of each given market, one call per pair (the API has no list call for contracts). */
export const usePairRulesOf = (markets: ReadonlyArray<Pick<Ticker, 'kind' | 'pair'>>): PairRulesList =>
  useQueries({
    queries: markets.map(({ kind, pair }) => ({
      queryKey: marketKeys.rules(kind, pair),
      queryFn: () => getPairRules(kind, pair),
      staleTime: RULES_STALE_MS,
    })),
    combine: (results) => ({
      data: results.flatMap((result) => (result.data ? [result.data] : [])),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      refetch: () => results.forEach((result) => result.isError && void result.refetch()),
    }),
  });

/** The member's favourites; idle (no call, no data) for visitors. */
export const useFavourites = () => {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  return useQuery({ queryKey: favouritesKey, queryFn: getFavourites, enabled: isLoggedIn });
};
