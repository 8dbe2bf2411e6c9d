// Everyone's recently settled contracts, the member masked by the server.
import { useTranslation } from 'react-i18next';
import type { PulsePublicTrade } from '@exchange/contract/pulse';
import styles from './pulse.module.css';

export function PublicTrades({ rows }: { rows: PulsePublicTrade[] }) {
  const { t } = useTranslation();
  return (
    <table className={styles.table}>
      <caption className={styles.srOnly}>{t('pulse.tab.public')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pulse.col.member')}</th>
          <th scope="col">{t('pulse.col.symbol')}</th>
          <th scope="col">{t('pulse.col.direction')}</th>
          <th scope="col">{t('pulse.col.stake')}</th>
          <th scope="col">{t('pulse.col.result')}</th>
          <th scope="col">{t('pulse.col.profit')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.member}</td>
            <td>{row.symbol}</td>
            <td className={row.direction === 'up' ? styles.upText : styles.downText}>{t(`pulse.direction.${row.direction}`)}</td>
            <td>{row.amount}</td>
            <td>{t(`pulse.result.${row.result}`)}</td>
            <td>{row.profit}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
