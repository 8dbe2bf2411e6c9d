// A table of fills: the member's trade history, or the fills of one order (without pair and side).
import { useTranslation } from 'react-i18next';
import type { FillRow } from '@exchange/contract/spot';
import { shown, sideKey } from './entrustFormat.ts';
import { TimeCell } from './TimeCell.tsx';
import styles from './orderTable.module.css';

export function FillTable({ label, rows, compact = false }: { label: string; rows: FillRow[]; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('entrust.column.time')}</th>
            {!compact && <th scope="col">{t('entrust.column.pair')}</th>}
            {!compact && <th scope="col">{t('entrust.column.side')}</th>}
            <th scope="col">{t('entrust.column.price')}</th>
            <th scope="col">{t('entrust.column.amount')}</th>
            <th scope="col">{t('entrust.column.money')}</th>
            <th scope="col">{t('entrust.column.fee')}</th>
            <th scope="col">{t('entrust.column.role')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((fill) => (
            <tr key={fill.id}>
              <TimeCell ms={fill.create_time} />
              {!compact && <td className={styles.nowrap}>{fill.symbol_name}</td>}
              {!compact && <td className={fill.direction === '1' ? styles.buy : styles.sell}>{t(sideKey(fill.direction))}</td>}
              <td className={styles.number}>{shown(fill.price)}</td>
              <td className={styles.number}>{shown(fill.amount)}</td>
              <td className={styles.number}>{shown(fill.money)}</td>
              <td className={styles.number}>
                {shown(fill.fee)} {fill.fee_coin}
              </td>
              <td>{t(`entrust.role.${fill.role}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
