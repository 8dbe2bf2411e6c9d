// TanStack Query hooks of the spot calls. Everything here is the member's own, so every key sits
// under PRIVATE_SCOPE (logout drops it) and under one 'spot' prefix, so placing or cancelling an
// order, or a live `refresh_{member}` message, refreshes balances and lists with one invalidation.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@exchange/contract/envelope';
import type { EntrustQuery, EntrustRow, EntrustWhen, SpotOrderBody } from '@exchange/contract/spot';
import { useSession } from '../session/store.ts';
import { queryKeys } from './queryKeys.ts';
import { cancelOrders, getEntrustLog, getEntrustPairs, getMyTrades, getOrderFills, getPairBalances, placeSpotOrder } from './spot.ts';
import { cancelAllOpenOrders } from './spotCancelAll.ts';

export const spotKeys = {
  all: queryKeys.privateKey('spot'),
  balances: (pair: string) => queryKeys.privateKey('spot', 'balances', pair),
  orders: (when: EntrustWhen, pair: string, query: EntrustQuery) => queryKeys.privateKey('spot', 'orders', when, pair, query),
  trades: (pair: string, page: EntrustQuery) => queryKeys.privateKey('spot', 'trades', pair, page),
  /** Prefixes: every order list, every trade list. */
  anyOrders: queryKeys.privateKey('spot', 'orders'),
  anyTrades: queryKeys.privateKey('spot', 'trades'),
  anyFills: queryKeys.privateKey('spot', 'fills'),
  fills: (orderId: string) => queryKeys.privateKey('spot', 'fills', orderId),
  pairs: queryKeys.privateKey('spot', 'pairs'),
};

const useLoggedIn = () => useSession((s) => s.isLoggedIn);

export const usePairBalances = (pair: string) =>
  useQuery({ queryKey: spotKeys.balances(pair), queryFn: () => getPairBalances(pair), enabled: useLoggedIn() });

export interface EntrustLogOptions {
  /** Shown until the first answer (the offline copy of the list). */
  placeholder?: Page<EntrustRow> | undefined;
}

export const useEntrustLog = (when: EntrustWhen, pair: string | 'all', query: EntrustQuery, options: EntrustLogOptions = {}) =>
  useQuery({
    queryKey: spotKeys.orders(when, pair, query),
    queryFn: () => getEntrustLog(when, pair, query),
    enabled: useLoggedIn(),
    // Until the answer: the offline copy, else the previous page or filter's rows (no empty flash).
    placeholderData: (previous) => options.placeholder ?? previous,
  });

export const useMyTrades = (pair: string | 'all', page: EntrustQuery) =>
  useQuery({
    queryKey: spotKeys.trades(pair, page),
    queryFn: () => getMyTrades(pair, page),
    enabled: useLoggedIn(),
    placeholderData: keepPreviousData,
  });

export const useOrderFills = (orderId: string) =>
  useQuery({ queryKey: spotKeys.fills(orderId), queryFn: () => getOrderFills(orderId), enabled: useLoggedIn() });

export const useEntrustPairs = (enabled = true) => useQuery({ queryKey: spotKeys.pairs, queryFn: getEntrustPairs, enabled: useLoggedIn() && enabled });

/** After anything that changes orders (or a live message says so): balances, lists and fills are all stale. */
export const useRefreshSpot = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: spotKeys.all });
};

export const usePlaceSpotOrder = () => {
  const refresh = useRefreshSpot();
  return useMutation({
    mutationFn: ({ type, body }: { type: Parameters<typeof placeSpotOrder>[0]; body: SpotOrderBody }) => placeSpotOrder(type, body),
    onSettled: refresh,
  });
};

export const useCancelOrders = () => {
  const refresh = useRefreshSpot();
  return useMutation({ mutationFn: (ids: string[]) => cancelOrders(ids), onSettled: refresh });
};

/** Cancels every open order of a pair or of all pairs (spotCancelAll.ts). */
export const useCancelAllOrders = () => {
  const refresh = useRefreshSpot();
  return useMutation({ mutationFn: (pair: string) => cancelAllOpenOrders(pair), onSettled: refresh });
};
