// The full-contract offline order lists of spec §3: the exchange page's contract order lists as the
// member last saw them, kept under coin_web1 (createOfflineLists: one member at a time, cleared when
// the session ends) and shown, marked as refreshing, until the server answers. Positions are not kept:
// their risk figures move with the mark, and a stale liquidation price must never be shown as current.
import { useEffect, useMemo } from 'react';
import type { ContractEntrustRow, ContractKind, ContractLogQuery } from '@exchange/contract/futures';
import { toPage } from '../../../api/spot.ts';
import { useContractOrders, type OrderTab } from '../../../api/futuresQueries.ts';
import { createOfflineLists, offlineListOf } from '../../spot/orders/offlineOrders.ts';
import { useMemberKey } from '../../spot/orders/useOfflineList.ts';

export const CONTRACT_OFFLINE_STORE = 'contractOfflineOrders';

export const useOfflineContractOrders = createOfflineLists<ContractEntrustRow>(CONTRACT_OFFLINE_STORE);

export const useContractOrdersWithOffline = (kind: ContractKind, tab: OrderTab, scope: string, query: ContractLogQuery) => {
  const userId = useMemberKey();
  const list = `${kind}|${tab}|${scope}`;
  const rows = useOfflineContractOrders((s) => offlineListOf(s, userId, list));
  const placeholder = useMemo(() => (rows ? toPage<ContractEntrustRow>(rows) : undefined), [rows]);
  const result = useContractOrders(kind, tab, scope, query, { placeholder });
  const answer = result.data && !result.isPlaceholderData ? result.data : undefined;

  useEffect(() => {
    if (answer && userId) useOfflineContractOrders.getState().save(userId, list, answer.records);
  }, [answer, userId, list]);

  return { ...result, offline: result.isPlaceholderData && placeholder !== undefined };
};
