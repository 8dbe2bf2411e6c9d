// Withdrawals: time, coin and chain, address (and memo), amount received, fee, status (with the
// operator's reason for a rejection), hash; pending ones can be cancelled when onCancel is given.
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_STATUS, type WithdrawalRow } from '@exchange/contract/wallet';
import { ScrollFrame } from '../../../ui/ScrollFrame.tsx';
import { withdrawalStatus } from './statusKeys.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { TimeText } from './TimeText.tsx';
import styles from '../wallet.module.css';

export interface WithdrawalTableProps {
  label: string;
  rows: readonly WithdrawalRow[];
  onCancel?: (row: WithdrawalRow) => void;
  /** The id whose cancel is on its way. */
  cancelling?: string | undefined;
}

export function WithdrawalTable({ label, rows, onCancel, cancelling }: WithdrawalTableProps) {
  const { t } = useTranslation();
  return (
    <ScrollFrame className={styles.frame}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('wallet.column.time')}</th>
            <th scope="col">{t('wallet.column.coin')}</th>
            <th scope="col">{t('wallet.network')}</th>
            <th scope="col">{t('wallet.column.address')}</th>
            <th scope="col" className={styles.num}>{t('wallet.column.amount')}</th>
            <th scope="col" className={styles.num}>{t('wallet.column.fee')}</th>
            <th scope="col">{t('wallet.column.status')}</th>
            <th scope="col">{onCancel ? t('wallet.column.actions') : t('wallet.column.tx')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const [key, tone] = withdrawalStatus(row.status);
            return (
              <tr key={row.id}>
                <td><TimeText ms={row.create_time} /></td>
                <td className={styles.strong}>{row.coin}</td>
                <td>{row.chain}</td>
                <td className={styles.mono}>
                  {row.address}
                  {row.memo && <div className={styles.muted}>{t('wallet.memo')}: {row.memo}</div>}
                </td>
                <td className={styles.num}>{row.amount}</td>
                <td className={styles.num}>{row.fee}</td>
                <td>
                  <StatusBadge tone={tone}>{t(key)}</StatusBadge>
                  {row.remark && row.status === WITHDRAWAL_STATUS.rejected && <div className={styles.muted}>{row.remark}</div>}
                </td>
                {onCancel ? (
                  <td>
                    {row.status === WITHDRAWAL_STATUS.pending && (
                      <button type="button" className={styles.linkButton} disabled={cancelling === row.id} onClick={() => onCancel(row)} aria-label={t('wallet.withdraw.cancel_one', { amount: row.amount, coin: row.coin })}>
                        {t('wallet.withdraw.cancel')}
                      </button>
                    )}
                  </td>
                ) : (
                  <td className={styles.mono}>{row.tx_hash || '--'}</td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollFrame>
  );
}
