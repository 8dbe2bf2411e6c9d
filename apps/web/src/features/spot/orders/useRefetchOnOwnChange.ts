// Live order views: the server sends a `refresh_{member}` message for every change of the member's
// orders (type 'xh' for spot); each bumps useRefreshFeed's userCount, and the given queries refetch.
import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRefreshFeed } from '../../../realtime/refresh.ts';

export const useRefetchOnOwnChange = (keys: readonly QueryKey[]): void => {
  const userCount = useRefreshFeed((s) => s.userCount);
  const client = useQueryClient();
  const seen = useRef(userCount);

  useEffect(() => {
    if (userCount === seen.current) return;
    seen.current = userCount;
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
    // A fresh keys array each render only re-runs the check above, which stops at an unchanged count.
  }, [userCount, client, keys]);
};
