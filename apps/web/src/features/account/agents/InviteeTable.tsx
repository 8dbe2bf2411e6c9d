// The invitees: uid, masked account, registration time, fees paid and the commission they brought.
import { useTranslation } from 'react-i18next';
import type { CoinAmount, InviteeRow } from '@exchange/contract/account';
import styles from '../account.module.css';

export const CoinAmounts = ({ amounts }: { amounts: readonly CoinAmount[] }) =>
  amounts.length === 0 ? <span className={styles.muted}>0</span> : <>{amounts.map((a) => <div key={a.coin}>{`${a.amount} ${a.coin}`}</div>)}</>;

export function InviteeTable({ rows }: { rows: readonly InviteeRow[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <table className={styles.table} aria-label={t('account.agents.invitees')}>
        <thead>
          <tr>
            <th scope="col">{t('account.agents.column.uid')}</th>
            <th scope="col">{t('account.agents.column.account')}</th>
            <th scope="col">{t('account.agents.column.time')}</th>
            <th scope="col" className={styles.num}>{t('account.agents.column.fees')}</th>
            <th scope="col" className={styles.num}>{t('account.agents.column.commission')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.uid}>
              <td>{row.uid}</td>
              <td>{row.account}</td>
              <td className={styles.nowrap}>{row.create_time}</td>
              <td className={styles.num}>
                <CoinAmounts amounts={row.fees} />
              </td>
              <td className={styles.num}>
                <CoinAmounts amounts={row.commission} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
