// Keeps the member's futures views live: the server sends `refresh_{member}` with type "ubw" or "bbw"
// on every change of the member's contract orders or positions (a fill, a trigger, a liquidation, a
// funding payment); each such message refetches the kind's positions and order lists and the contract
// wallet. "wallet" messages (a deposit, a transfer elsewhere) refetch the contract wallet.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ContractKind } from '@exchange/contract/futures';
import { futuresKeys } from '../../api/futuresQueries.ts';
import { useOwnRefresh } from '../../realtime/refresh.ts';

export const useFuturesLive = (kind: ContractKind): void => {
  const client = useQueryClient();
  useOwnRefresh(
    useCallback(
      (type: string) => {
        if (type === kind) void client.invalidateQueries({ queryKey: futuresKeys.kind(kind) });
        if (type === kind || type === 'wallet') void client.invalidateQueries({ queryKey: futuresKeys.anyWallet });
      },
      [client, kind],
    ),
  );
};
