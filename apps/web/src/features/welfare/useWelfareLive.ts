// Keeps the rewards pages live: a `refresh_{member}` message of type "welfare" (a task credited, a
// draw paid, a coupon granted, used up or expired: the server's welfare/notify.ts) refetches every
// rewards figure; one of type "xh" (a spot order changed: a fee coupon may have paid its fee) the
// fee coupons, so what is left of one follows the member's trades; one of type "ubw" or "bbw" (a
// contract order or position changed: a trial-fund coupon may have opened or closed it) the
// trial-fund coupons.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { welfareKeys } from '../../api/welfareQueries.ts';
import { useOwnRefresh } from '../../realtime/refresh.ts';

export const useWelfareLive = (): void => {
  const client = useQueryClient();
  useOwnRefresh(
    useCallback(
      (type: string) => {
        if (type === 'welfare') void client.invalidateQueries({ queryKey: welfareKeys.all });
        else if (type === 'xh') void client.invalidateQueries({ queryKey: welfareKeys.feeCoupons });
        else if (type === 'ubw' || type === 'bbw') void client.invalidateQueries({ queryKey: welfareKeys.coupons });
      },
      [client],
    ),
  );
};
