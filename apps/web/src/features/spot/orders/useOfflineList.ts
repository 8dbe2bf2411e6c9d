// An order list of the exchange page with its offline copy: the copy is the placeholder until the
// server answers (flagged `offline`, shown as refreshing), and every real answer becomes the copy.
import { useEffect, useMemo } from 'react';
import type { EntrustQuery, EntrustRow, EntrustWhen } from '@exchange/contract/spot';
import { toPage } from '../../../api/spot.ts';
import { useEntrustLog } from '../../../api/spotQueries.ts';
import { useSession } from '../../../session/store.ts';
import { offlineListOf, useOfflineOrders } from './offlineOrders.ts';

/** The member the lists belong to: the token's user id is there from the first moment of a session. */
export const useMemberKey = (): string | undefined => useSession((s) => s.user?.user_id ?? s.user?.id);

export const useOrderListWithOffline = (when: EntrustWhen, scope: string | 'all', query: EntrustQuery) => {
  const userId = useMemberKey();
  const list = `${when}|${scope}`;
  const rows = useOfflineOrders((s) => offlineListOf(s, userId, list));
  const placeholder = useMemo(() => (rows ? toPage<EntrustRow>(rows) : undefined), [rows]);
  const result = useEntrustLog(when, scope, query, { placeholder });
  const answer = result.data && !result.isPlaceholderData ? result.data : undefined;

  useEffect(() => {
    if (answer && userId) useOfflineOrders.getState().save(userId, list, answer.records);
  }, [answer, userId, list]);

  return { ...result, offline: result.isPlaceholderData && placeholder !== undefined };
};
