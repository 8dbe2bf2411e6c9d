// The member's savings history: subscriptions, redemptions and each day's interest.
import { useTranslation } from 'react-i18next';
import type { FinanceHistoryRow } from '@exchange/contract/finance';
import { useFormatTime } from '../../i18n/dateTime.ts';
import styles from './finance.module.css';

export function HistoryTable({ rows }: { rows: readonly FinanceHistoryRow[] }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  return (
    <div className={styles.frame}>
      <table className={styles.table} aria-label={t('finance.history')}>
        <thead>
          <tr>
            <th scope="col">{t('finance.history.time')}</th>
            <th scope="col">{t('finance.history.type')}</th>
            <th scope="col" className={styles.num}>{t('finance.history.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td className={styles.nowrap}>{formatTime(r.create_time)}</td>
              <td>{t(`finance.history.type.${r.type}`)}</td>
              <td className={styles.num}>{`${r.amount} ${r.coin}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
