// Withdrawal requests still waiting for review, each with a cancel (assets/cancelWithdrawal) that
// releases the held amount and fee. Renders nothing when there are none.
import { useTranslation } from 'react-i18next';
import { useCancelWithdrawal, usePendingWithdrawals } from '../../../api/walletQueries.ts';
import { toast } from '../../../ui/toast.ts';
import { WithdrawalTable } from './WithdrawalTable.tsx';
import styles from '../wallet.module.css';

export function PendingWithdrawals() {
  const { t } = useTranslation();
  const pending = usePendingWithdrawals();
  const cancel = useCancelWithdrawal();
  const rows = pending.data?.records ?? [];
  if (rows.length === 0) return null;
  return (
    <section>
      <h2 className={styles.subtitle}>{t('wallet.withdraw.pending')}</h2>
      <WithdrawalTable
        label={t('wallet.withdraw.pending')}
        rows={rows}
        cancelling={cancel.isPending ? cancel.variables : undefined}
        onCancel={(row) => cancel.mutate(row.id, { onSuccess: () => toast.success(t('wallet.withdraw.cancelled')) })}
      />
    </section>
  );
}
