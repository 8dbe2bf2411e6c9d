// Keeps the member's pulse views live: `refresh_{member}` messages of type "pulse" (accepted, entry
// seen, settled) and "wallet" refetch the pulse wallet and lists.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { pulseKeys } from '../../api/pulseQueries.ts';
import { useOwnRefresh } from '../../realtime/refresh.ts';

export const usePulseLive = (): void => {
  const client = useQueryClient();
  useOwnRefresh(
    useCallback(
      (type: string) => {
        if (type === 'pulse') void client.invalidateQueries({ queryKey: pulseKeys.all });
        if (type === 'pulse' || type === 'wallet') void client.invalidateQueries({ queryKey: pulseKeys.wallet });
      },
      [client],
    ),
  );
};
