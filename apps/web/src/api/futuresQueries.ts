// TanStack Query hooks of the futures calls. The member's data sits under PRIVATE_SCOPE (logout drops
// it) and one 'futures' prefix per kind, so an order, a cancel or a `refresh_{member}` message of type
// ubw or bbw refreshes positions and every list with one invalidation. The contract wallet sits under
// the wallet's prefix instead: a transfer (which invalidates the wallet) refreshes it too.
//
// A position's mark, PnL, margin ratio and liquidation price move with the mark price, which no refresh
// message announces: while the member holds a position they are asked again every few seconds (while
// the tab is visible), never worked out here.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@exchange/contract/envelope';
import type { BondBody, ContractCancelBody, ContractEntrustRow, ContractKind, ContractLogQuery, ContractLogTab, LeverageBody } from '@exchange/contract/futures';
import { useSession } from '../session/store.ts';
import {
  cancelContractOrders,
  closeAllPositions,
  getContractFills,
  getFundingHistory,
  getContractOrders,
  getContractRules,
  getContractWallet,
  getPositions,
  getReducibleMargin,
  placeContractOrder,
  updateContractSetting,
  updateIsolatedMargin,
  type ContractOrderRequest,
} from './futures.ts';
import { queryKeys } from './queryKeys.ts';

export type OrderTab = Exclude<ContractLogTab, 'cjjl'>;

export const futuresKeys = {
  all: queryKeys.privateKey('futures'),
  kind: (kind: ContractKind) => queryKeys.privateKey('futures', kind),
  positions: (kind: ContractKind) => queryKeys.privateKey('futures', kind, 'positions'),
  orders: (kind: ContractKind, tab: OrderTab, scope: string, query: ContractLogQuery) => queryKeys.privateKey('futures', kind, 'orders', tab, scope, query),
  fills: (kind: ContractKind, scope: string, query: ContractLogQuery) => queryKeys.privateKey('futures', kind, 'fills', scope, query),
  funding: (kind: ContractKind, scope: string, query: ContractLogQuery) => queryKeys.privateKey('futures', kind, 'funding', scope, query),
  reducible: (kind: ContractKind, positionId: string) => queryKeys.privateKey('futures', kind, 'reducible', positionId),
  /** Under the wallet's prefix: transfers and wallet messages refresh it as well. */
  anyWallet: queryKeys.privateKey('wallet', 'contract'),
  wallet: (pair: string) => queryKeys.privateKey('wallet', 'contract', pair),
};

const MINUTE = 60_000;
/** How often a held position's figures (mark, PnL, liquidation price) are asked again. */
export const POSITION_POLL_MS = 3_000;

export const contractRulesKey = (kind: ContractKind, pair: string) => ['market', 'contractRules', kind, pair] as const;

export const useContractRules = (kind: ContractKind, pair: string, enabled = true) =>
  useQuery({ queryKey: contractRulesKey(kind, pair), queryFn: () => getContractRules(kind, pair), staleTime: 10 * MINUTE, enabled: enabled && pair !== '' });

const useLoggedIn = () => useSession((s) => s.isLoggedIn);

export const usePositions = (kind: ContractKind) =>
  useQuery({
    queryKey: futuresKeys.positions(kind),
    queryFn: () => getPositions(kind),
    enabled: useLoggedIn(),
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? POSITION_POLL_MS : false),
  });

/** The contract account as one contract sees it (balances of its settlement coin, leverage, margin mode). */
export const useContractWallet = (pair: string, options: { live?: boolean } = {}) =>
  useQuery({
    queryKey: futuresKeys.wallet(pair),
    queryFn: () => getContractWallet(pair),
    enabled: useLoggedIn() && pair !== '',
    // Equity and unrealised PnL move with the mark while a position is open.
    refetchInterval: options.live ? POSITION_POLL_MS : false,
  });

export interface ContractOrdersOptions {
  /** Shown until the first answer (the offline copy of the list). */
  placeholder?: Page<ContractEntrustRow> | undefined;
}

export const useContractOrders = (kind: ContractKind, tab: OrderTab, scope: string | 'all', query: ContractLogQuery, options: ContractOrdersOptions = {}) =>
  useQuery({
    queryKey: futuresKeys.orders(kind, tab, scope, query),
    queryFn: () => getContractOrders(kind, tab, scope, query),
    enabled: useLoggedIn(),
    placeholderData: (previous) => options.placeholder ?? previous,
  });

export const useContractFills = (kind: ContractKind, scope: string | 'all', query: ContractLogQuery) =>
  useQuery({ queryKey: futuresKeys.fills(kind, scope, query), queryFn: () => getContractFills(kind, scope, query), enabled: useLoggedIn(), placeholderData: keepPreviousData });

/** The member's funding payments (a refresh of the kind after each funding time refetches them). */
export const useFundingHistory = (kind: ContractKind, scope: string | 'all', query: ContractLogQuery) =>
  useQuery({ queryKey: futuresKeys.funding(kind, scope, query), queryFn: () => getFundingHistory(kind, scope, query), enabled: useLoggedIn(), placeholderData: keepPreviousData });

/** The server's removable margin of an isolated position, asked afresh each time the dialog needs it. */
export const useReducibleMargin = (kind: ContractKind, positionId: string, enabled: boolean) =>
  useQuery({ queryKey: futuresKeys.reducible(kind, positionId), queryFn: () => getReducibleMargin(positionId), enabled: useLoggedIn() && enabled, staleTime: 0 });

/** After anything that changes the member's contracts: positions, lists and the contract wallet. */
export const useRefreshFutures = (kind: ContractKind) => {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: futuresKeys.kind(kind) }), client.invalidateQueries({ queryKey: futuresKeys.anyWallet })]);
};

export const usePlaceContractOrder = (kind: ContractKind) => {
  const refresh = useRefreshFutures(kind);
  return useMutation({ mutationFn: (order: ContractOrderRequest) => placeContractOrder(order), onSettled: refresh });
};

export const useCloseAllPositions = (kind: ContractKind) => {
  const refresh = useRefreshFutures(kind);
  return useMutation({ mutationFn: (pairs: string[]) => closeAllPositions(kind, pairs), onSettled: refresh });
};

export const useCancelContractOrders = (kind: ContractKind) => {
  const refresh = useRefreshFutures(kind);
  return useMutation({ mutationFn: (body: ContractCancelBody) => cancelContractOrders(body), onSettled: refresh });
};

export const useUpdateContractSetting = (kind: ContractKind) => {
  const refresh = useRefreshFutures(kind);
  return useMutation({ mutationFn: (body: LeverageBody) => updateContractSetting(body), onSettled: refresh });
};

export const useUpdateIsolatedMargin = (kind: ContractKind) => {
  const refresh = useRefreshFutures(kind);
  return useMutation({ mutationFn: (body: BondBody) => updateIsolatedMargin(body), onSettled: refresh });
};
