// Cancelling contract orders from a list: the cancel type names the list (current, plan, TP/SL), a
// toast says how many were cancelled, and the ids on their way keep their buttons waiting.
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@exchange/contract/futures';
import { useCancelContractOrders, type OrderTab } from '../../../api/futuresQueries.ts';
import { toast } from '../../../ui/toast.ts';

const NONE: ReadonlySet<string> = new Set();
const CANCEL_TYPE = { dqwt: 'contract_dqwt', jhwt: 'contract_jhwt', zyzs: 'contract_zyzs' } as const;

export const cancelTypeOf = (tab: OrderTab) => (tab === 'lswt' ? null : CANCEL_TYPE[tab]);

export const useCancelContract = (kind: ContractKind) => {
  const { t } = useTranslation();
  const cancel = useCancelContractOrders(kind);
  const run = (tab: OrderTab, ids: string[]) => {
    const type = cancelTypeOf(tab);
    if (!type || ids.length === 0 || cancel.isPending) return;
    cancel.mutate({ type, idList: ids }, { onSuccess: (result) => toast.success(t('entrust.cancelled', { count: result?.cancelled?.length ?? ids.length })) });
  };
  return { run, pending: cancel.isPending, cancelling: cancel.isPending && cancel.variables ? new Set(cancel.variables.idList) : NONE };
};
