// Cancelling orders from a list: one or all shown, a toast with how many were cancelled (others had
// already finished), and the ids on their way so their buttons wait.
import { useTranslation } from 'react-i18next';
import { useCancelOrders } from '../../../api/spotQueries.ts';
import { toast } from '../../../ui/toast.ts';

const NONE: ReadonlySet<string> = new Set();

export const useCancel = () => {
  const { t } = useTranslation();
  const cancel = useCancelOrders();
  const run = (ids: string[]) => {
    if (ids.length === 0 || cancel.isPending) return;
    cancel.mutate(ids, {
      onSuccess: (result) => toast.success(t('entrust.cancelled', { count: result?.cancelled?.length ?? ids.length })),
    });
  };
  return { run, pending: cancel.isPending, cancelling: cancel.isPending && cancel.variables ? new Set(cancel.variables) : NONE };
};
