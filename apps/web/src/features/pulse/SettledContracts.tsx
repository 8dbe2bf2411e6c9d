// The member's settled contracts with both recorded prices (and their trade ids, to re-check), the
// result and the profit as the server settled them.
import { useTranslation } from 'react-i18next';
import type { PulseContractRow } from '@exchange/contract/pulse';
import { TimeCell } from '../spot/orders/TimeCell.tsx';
import styles from './pulse.module.css';

export function SettledContracts({ rows }: { rows: PulseContractRow[] }) {
  const { t } = useTranslation();
  return (
    <table className={styles.table}>
      <caption className={styles.srOnly}>{t('pulse.tab.settled')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pulse.col.symbol')}</th>
          <th scope="col">{t('pulse.col.direction')}</th>
          <th scope="col">{t('pulse.col.stake')}</th>
          <th scope="col">{t('pulse.col.entry')}</th>
          <th scope="col">{t('pulse.col.exit')}</th>
          <th scope="col">{t('pulse.col.result')}</th>
          <th scope="col">{t('pulse.col.profit')}</th>
          <th scope="col">{t('pulse.col.time')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.symbol}</td>
            <td className={row.direction === 'up' ? styles.upText : styles.downText}>{t(`pulse.direction.${row.direction}`)}</td>
            <td>{row.amount}</td>
            <td title={row.entryTradeId ? t('pulse.trade_id', { id: row.entryTradeId }) : undefined}>{row.entryPrice ?? '--'}</td>
            <td title={row.exitTradeId ? t('pulse.trade_id', { id: row.exitTradeId }) : undefined}>{row.exitPrice ?? '--'}</td>
            <td className={row.result === 'win' ? styles.upText : row.result === 'lose' ? styles.downText : ''}>{row.result ? t(`pulse.result.${row.result}`) : '--'}</td>
            <td>{row.profit ?? '--'}</td>
            {row.settleTime ? <TimeCell ms={row.settleTime} /> : <td>--</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
