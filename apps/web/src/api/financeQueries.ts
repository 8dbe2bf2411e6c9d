// TanStack Query hooks of savings: the products are public; holdings and history are the member's
// own (PRIVATE_SCOPE, dropped at logout). A subscription or redemption refreshes all three and the
// wallet, whose spot balance it changed.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../session/store.ts';
import { getFinanceHistory, getFinanceHoldings, getFinanceProducts } from './finance.ts';
import { queryKeys, PRIVATE_SCOPE } from './queryKeys.ts';

export const financeKeys = {
  products: ['finance', 'products'] as const,
  holdings: queryKeys.privateKey('finance', 'holdings'),
  history: (page: number) => queryKeys.privateKey('finance', 'history', page),
};

export const useFinanceProducts = () => useQuery({ queryKey: financeKeys.products, queryFn: getFinanceProducts });

export const useFinanceHoldings = () => useQuery({ queryKey: financeKeys.holdings, queryFn: getFinanceHoldings, enabled: useSession((s) => s.isLoggedIn) });

export const useFinanceHistory = (page: number, size: number) =>
  useQuery({ queryKey: financeKeys.history(page), queryFn: () => getFinanceHistory(page, size), enabled: useSession((s) => s.isLoggedIn), placeholderData: keepPreviousData });

export const useRefreshFinance = () => {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: financeKeys.products }),
        client.invalidateQueries({ queryKey: [PRIVATE_SCOPE, 'finance'] }),
        client.invalidateQueries({ queryKey: [PRIVATE_SCOPE, 'wallet'] }),
      ]),
    [client],
  );
};
