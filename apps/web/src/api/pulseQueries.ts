// TanStack Query hooks of the pulse calls. The member's data sits under PRIVATE_SCOPE (logout drops
// it) and one 'pulse' prefix, so a placed contract, a swap or a `refresh_{member}` message of type
// pulse refreshes the wallet and both lists with one invalidation. The pulse wallet also sits under
// the wallet's prefix, so a transfer made elsewhere refreshes it.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PulseEntrustBody, PulseStatus, PulseSwapBody } from '@exchange/contract/pulse';
import { useSession } from '../session/store.ts';
import { queryKeys } from './queryKeys.ts';
import { getPulseContracts, getPulsePublicTrades, getPulseSymbols, getPulseWallet, placePulseContract, swapPulse } from './pulse.ts';

export const pulseKeys = {
  all: queryKeys.privateKey('pulse'),
  contracts: (status: PulseStatus, current: number) => queryKeys.privateKey('pulse', 'contracts', status, current),
  wallet: queryKeys.privateKey('wallet', 'pulse'),
};

const useLoggedIn = () => useSession((s) => s.isLoggedIn);

export const usePulseSymbols = () => useQuery({ queryKey: ['pulse', 'symbols'], queryFn: getPulseSymbols, staleTime: 10_000, refetchInterval: 15_000 });

export const usePulsePublicTrades = () => useQuery({ queryKey: ['pulse', 'publicTrades'], queryFn: getPulsePublicTrades, refetchInterval: 10_000 });

export const usePulseWallet = () => useQuery({ queryKey: pulseKeys.wallet, queryFn: getPulseWallet, enabled: useLoggedIn() });

export const PULSE_PAGE_SIZE = 10;

export const usePulseContracts = (status: PulseStatus, current = 1) =>
  useQuery({
    queryKey: pulseKeys.contracts(status, current),
    queryFn: () => getPulseContracts(status, current, PULSE_PAGE_SIZE),
    enabled: useLoggedIn(),
    placeholderData: keepPreviousData,
  });

const useInvalidatePulse = () => {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: pulseKeys.all }), client.invalidateQueries({ queryKey: queryKeys.privateKey('wallet') })]);
};

export const usePlacePulse = () => {
  const invalidate = useInvalidatePulse();
  return useMutation({ mutationFn: (body: PulseEntrustBody) => placePulseContract(body), onSettled: invalidate });
};

export const useSwapPulse = () => {
  const invalidate = useInvalidatePulse();
  return useMutation({ mutationFn: (body: PulseSwapBody) => swapPulse(body), onSettled: invalidate });
};
