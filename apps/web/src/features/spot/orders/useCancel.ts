// Cancelling orders from a list: one, or every open order of the pair (or of all pairs), a toast
// with how many were cancelled (others had already finished), and the ids on their way so their
// buttons wait.
import { useTranslation } from 'react-i18next';
import { useCancelAllOrders, useCancelOrders } from '../../../api/spotQueries.ts';
import { toast } from '../../../ui/toast.ts';

const NONE: ReadonlySet<string> = new Set();

export const useCancel = () => {
  const { t } = useTranslation();
  const cancel = useCancelOrders();
  const cancelAll = useCancelAllOrders();
  const runAll = (pair: string) => {
    if (cancelAll.isPending) return;
    cancelAll.mutate(pair, { onSuccess: (result) => toast.success(t('entrust.cancelled', { count: result.cancelled.length })) });
  };
  const run = (ids: string[]) => {
    if (ids.length === 0 || cancel.isPending) return;
    cancel.mutate(ids, {
      onSuccess: (result) => toast.success(t('entrust.cancelled', { count: result?.cancelled?.length ?? ids.length })),
    });
  };
  return {
    run,
    runAll,
    pending: cancel.isPending || cancelAll.isPending,
    cancelling: cancel.isPending && cancel.variables ? new Set(cancel.variables) : NONE,
  };
};
