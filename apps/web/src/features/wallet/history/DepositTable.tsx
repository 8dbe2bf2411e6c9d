// Deposits: time, coin and chain, amount, confirmations of the required, status, transaction hash.
import { useTranslation } from 'react-i18next';
import type { DepositRow } from '@exchange/contract/wallet';
import { ScrollFrame } from '../../../ui/ScrollFrame.tsx';
import { depositStatus } from './statusKeys.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { TimeText } from './TimeText.tsx';
import styles from '../wallet.module.css';

export function DepositTable({ label, rows }: { label: string; rows: readonly DepositRow[] }) {
  const { t } = useTranslation();
  return (
    <ScrollFrame className={styles.frame}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('wallet.column.time')}</th>
            <th scope="col">{t('wallet.column.coin')}</th>
            <th scope="col">{t('wallet.network')}</th>
            <th scope="col" className={styles.num}>{t('wallet.column.amount')}</th>
            <th scope="col" className={styles.num}>{t('wallet.column.confirmations')}</th>
            <th scope="col">{t('wallet.column.status')}</th>
            <th scope="col">{t('wallet.column.tx')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const [key, tone] = depositStatus(row.status);
            return (
              <tr key={row.id}>
                <td><TimeText ms={row.create_time} /></td>
                <td className={styles.strong}>{row.coin}</td>
                <td>{row.chain}</td>
                <td className={styles.num}>{row.amount}</td>
                <td className={styles.num}>
                  {row.confirmations}/{row.required_confirmations}
                </td>
                <td><StatusBadge tone={tone}>{t(key)}</StatusBadge></td>
                <td className={styles.mono}>{row.tx_hash || '--'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollFrame>
  );
}
