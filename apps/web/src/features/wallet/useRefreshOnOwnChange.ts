// Balances change outside this page (orders fill, deposits are credited): every message of the
// member's refresh feed (realtime/refresh.ts) makes the wallet's queries stale.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { walletKeys } from '../../api/walletQueries.ts';
import { useRefreshFeed } from '../../realtime/refresh.ts';

export const useRefreshOnOwnChange = (): void => {
  const userCount = useRefreshFeed((s) => s.userCount);
  const client = useQueryClient();
  const seen = useRef(userCount);
  useEffect(() => {
    if (userCount === seen.current) return;
    seen.current = userCount;
    void client.invalidateQueries({ queryKey: walletKeys.all });
  }, [userCount, client]);
};
