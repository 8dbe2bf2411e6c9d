// TanStack Query hooks of the margin calls. All the member's own: under PRIVATE_SCOPE and one
// 'margin' prefix, so a borrow, a repay, a margin order or a live ggzc / ggqc message refreshes every
// figure with one invalidation (spot's too: a margin order moves the same books).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MARGIN_MARKET, type MarginMode } from '@exchange/contract/margin';
import type { EntrustQuery } from '@exchange/contract/spot';
import { cancelOrders, getEntrustLog } from './spot.ts';
import { useSession } from '../session/store.ts';
import { queryKeys } from './queryKeys.ts';
import { spotKeys } from './spotQueries.ts';
import { walletKeys } from './walletQueries.ts';
import { borrow, getCanBorrow, getCrossBorrowList, getCrossProperty, getIsolatedProperty, getLoans, preBorrow, repay, setIsolatedLeverage, type BorrowInput } from './margin.ts';

export const marginKeys = {
  all: queryKeys.privateKey('margin'),
  isolated: (pair: string) => queryKeys.privateKey('margin', 'isolated', pair),
  cross: queryKeys.privateKey('margin', 'cross'),
  crossList: queryKeys.privateKey('margin', 'crossList'),
  canBorrow: (mode: MarginMode, pair: string) => queryKeys.privateKey('margin', 'canBorrow', mode, pair),
  quote: (mode: MarginMode, input: BorrowInput) => queryKeys.privateKey('margin', 'quote', mode, input),
  loans: (when: 'now' | 'history', mode: MarginMode, pair: string, page: number) => queryKeys.privateKey('margin', 'loans', when, mode, pair, page),
};

const useLoggedIn = () => useSession((s) => s.isLoggedIn);

export const useIsolatedProperty = (pair: string, enabled = true) =>
  useQuery({ queryKey: marginKeys.isolated(pair), queryFn: () => getIsolatedProperty(pair), enabled: useLoggedIn() && enabled });

export const useCrossProperty = (enabled = true) => useQuery({ queryKey: marginKeys.cross, queryFn: getCrossProperty, enabled: useLoggedIn() && enabled });

export const useCrossBorrowList = (enabled = true) => useQuery({ queryKey: marginKeys.crossList, queryFn: getCrossBorrowList, enabled: useLoggedIn() && enabled });

export const useCanBorrow = (mode: MarginMode, pair: string) => useQuery({ queryKey: marginKeys.canBorrow(mode, pair), queryFn: () => getCanBorrow(mode, pair), enabled: useLoggedIn() });

/** The preborrow quote of an amount; off until the amount is a positive number. */
export const useBorrowQuote = (mode: MarginMode, input: BorrowInput) =>
  useQuery({ queryKey: marginKeys.quote(mode, input), queryFn: () => preBorrow(mode, input), enabled: useLoggedIn() && Number(input.amount) > 0, retry: false });

export const useLoans = (when: 'now' | 'history', mode: MarginMode, pair: string, page: number) =>
  useQuery({ queryKey: marginKeys.loans(when, mode, pair, page), queryFn: () => getLoans(when, mode, pair, { current: page, size: 10 }), enabled: useLoggedIn(), placeholderData: keepPreviousData });

/** After a borrow, repay, transfer or margin order: every margin figure, the spot lists and the wallet are stale. */
export const useRefreshMargin = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: marginKeys.all }), client.invalidateQueries({ queryKey: spotKeys.all }), client.invalidateQueries({ queryKey: walletKeys.all })]);
};

export const useBorrow = (mode: MarginMode) => {
  const refresh = useRefreshMargin();
  return useMutation({ mutationFn: (input: BorrowInput) => borrow(mode, input), onSettled: refresh });
};

export const useRepay = (mode: MarginMode) => {
  const refresh = useRefreshMargin();
  return useMutation({ mutationFn: (input: BorrowInput) => repay(mode, input), onSettled: refresh });
};

export const useSetLeverage = (pair: string) => {
  const refresh = useRefreshMargin();
  return useMutation({ mutationFn: (leverage: number) => setIsolatedLeverage(pair, leverage), onSettled: refresh });
};

/** A margin mode's orders (the spot entrust log under market gg_zc / gg_qc). */
export const useMarginOrders = (when: 'now' | 'history', mode: MarginMode, pair: string, query: EntrustQuery) =>
  useQuery({
    queryKey: queryKeys.privateKey('margin', 'orders', when, mode, pair, query),
    queryFn: () => getEntrustLog(when, pair, query, MARGIN_MARKET[mode]),
    enabled: useLoggedIn(),
    placeholderData: keepPreviousData,
  });

export const useCancelMarginOrders = (mode: MarginMode) => {
  const refresh = useRefreshMargin();
  return useMutation({ mutationFn: (ids: string[]) => cancelOrders(ids, MARGIN_MARKET[mode]), onSettled: refresh });
};
