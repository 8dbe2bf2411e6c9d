// TanStack Query hooks of the wallet calls. The member's own data sits under PRIVATE_SCOPE (logout
// drops it) and one 'wallet' prefix, so a transfer, a withdrawal or a live refresh message makes
// every balance and list stale with one invalidation.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillBody, TransferQuery, WalletAccountType, WalletLogBody, WithdrawalBody } from '@exchange/contract/wallet';
import { useSession } from '../session/store.ts';
import { queryKeys } from './queryKeys.ts';
import {
  cancelWithdrawal,
  getBills,
  getContractTransferable,
  getCurrencyAccount,
  getDepositAddresses,
  getDepositLog,
  getMyBalance,
  getPendingWithdrawals,
  getWalletAccounts,
  getWalletCoins,
  getWithdrawalLog,
  requestWithdrawal,
  transferBetweenAccounts,
} from './wallet.ts';

export const walletKeys = {
  all: queryKeys.privateKey('wallet'),
  accounts: queryKeys.privateKey('wallet', 'accounts'),
  coinsOf: (type: WalletAccountType) => queryKeys.privateKey('wallet', 'coins', type),
  balanceOf: (type: WalletAccountType) => queryKeys.privateKey('wallet', 'balance', type),
  depositAddresses: (coin: string) => queryKeys.privateKey('wallet', 'address', coin),
  deposits: (body: WalletLogBody) => queryKeys.privateKey('wallet', 'deposits', body),
  withdrawals: (body: WalletLogBody) => queryKeys.privateKey('wallet', 'withdrawals', body),
  pendingWithdrawals: queryKeys.privateKey('wallet', 'pendingWithdrawals'),
  bills: (body: BillBody) => queryKeys.privateKey('wallet', 'bills', body),
  contractTransferable: (coin: string) => queryKeys.privateKey('wallet', 'contractTransferable', coin),
};

/** Public: the coins and chains (not the member's data, so outside the private scope). */
const walletCoinsKey = ['walletCoins'] as const;
const COINS_STALE_MS = 5 * 60_000;

const useLoggedIn = () => useSession((s) => s.isLoggedIn);

export const useWalletAccounts = () => useQuery({ queryKey: walletKeys.accounts, queryFn: getWalletAccounts, enabled: useLoggedIn() });

export const useAccountCoins = (type: WalletAccountType) =>
  useQuery({ queryKey: walletKeys.coinsOf(type), queryFn: () => getCurrencyAccount(type), enabled: useLoggedIn() });

export const useAccountBalance = (type: WalletAccountType, enabled = true) =>
  useQuery({ queryKey: walletKeys.balanceOf(type), queryFn: () => getMyBalance(type), enabled: useLoggedIn() && enabled });

/** What may leave the contract account now (positions keep the rest). */
export const useContractTransferable = (coin: string, enabled: boolean) =>
  useQuery({
    queryKey: walletKeys.contractTransferable(coin),
    queryFn: () => getContractTransferable(coin),
    enabled: useLoggedIn() && enabled && coin !== '',
  });

export const useWalletCoins = () => useQuery({ queryKey: walletCoinsKey, queryFn: getWalletCoins, staleTime: COINS_STALE_MS });

export const useDepositAddresses = (coin: string) =>
  useQuery({
    queryKey: walletKeys.depositAddresses(coin),
    queryFn: () => getDepositAddresses(coin),
    enabled: useLoggedIn() && coin !== '',
    // A member's address does not change; asking again only costs the 5 s call.
    staleTime: Infinity,
  });

export const useDepositLog = (body: WalletLogBody) =>
  useQuery({ queryKey: walletKeys.deposits(body), queryFn: () => getDepositLog(body), enabled: useLoggedIn(), placeholderData: keepPreviousData });

export const useWithdrawalLog = (body: WalletLogBody) =>
  useQuery({ queryKey: walletKeys.withdrawals(body), queryFn: () => getWithdrawalLog(body), enabled: useLoggedIn(), placeholderData: keepPreviousData });

/** Pending requests are few (each holds funds): one page of up to 100 lists them all. */
export const usePendingWithdrawals = () =>
  useQuery({ queryKey: walletKeys.pendingWithdrawals, queryFn: () => getPendingWithdrawals({ size: 100 }), enabled: useLoggedIn() });

export const useBills = (body: BillBody) =>
  useQuery({ queryKey: walletKeys.bills(body), queryFn: () => getBills(body), enabled: useLoggedIn(), placeholderData: keepPreviousData });

export const useRefreshWallet = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: walletKeys.all });
};

/** A transfer also moves the spot balances the exchange page shows. */
export const useTransfer = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (query: TransferQuery) => transferBetweenAccounts(query),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: walletKeys.all }),
        client.invalidateQueries({ queryKey: queryKeys.privateKey('spot', 'balances') }),
      ]),
  });
};

export const useRequestWithdrawal = () => {
  const refresh = useRefreshWallet();
  return useMutation({ mutationFn: (body: WithdrawalBody) => requestWithdrawal(body), onSuccess: refresh });
};

export const useCancelWithdrawal = () => {
  const refresh = useRefreshWallet();
  return useMutation({ mutationFn: (id: string) => cancelWithdrawal(id), onSettled: refresh });
};
