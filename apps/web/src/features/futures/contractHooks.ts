// What the futures panels read of the member and the market: the member's position on a contract
// (one net position per contract), its side, and the contract's last price, live or read once.
import { useEffect, useSyncExternalStore } from 'react';
import type { ContractKind, ContractPositionRow } from '@exchange/contract/futures';
import { usePositions } from '../../api/futuresQueries.ts';
import { contractTickerStore } from '../../realtime/contractStores.ts';

/** The member's position on the contract, if any (undefined for visitors and while loading). */
export const useContractPosition = (kind: ContractKind, pair: string): ContractPositionRow | undefined =>
  usePositions(kind).data?.find((position) => position.symbol_name === pair);

export const sideOf = (position: Pick<ContractPositionRow, 'direction'> | undefined): 'long' | 'short' | null =>
  position ? (position.direction === '1' ? 'long' : 'short') : null;

/** The contract's last price as its ticker has it now ("" before any), read without subscribing. */
export const readLast = (kind: ContractKind, pair: string): string => contractTickerStore(kind, pair).getSnapshot().data?.last ?? '';

/** The contract's last price, live: for the small views that show a figure at it (cost, maximum). */
export const useContractLast = (kind: ContractKind, pair: string): string => {
  const store = contractTickerStore(kind, pair);
  useEffect(() => store.acquire(), [store]);
  return useSyncExternalStore(store.subscribe, () => store.getSnapshot().data?.last ?? '');
};
