// The member's funding payments, one row per position and funding time: when, which contract and
// side, the position's size then, the rate and mark it was settled at, and what was paid (−) or
// received (+), all as the server sent them.
import { useTranslation } from 'react-i18next';
import type { FundingPaymentRow } from '@exchange/contract/futures';
import { shown } from '../../spot/orders/entrustFormat.ts';
import { TimeCell } from '../../spot/orders/TimeCell.tsx';
import { signed, toneOf } from '../positions/riskFormat.ts';
import { ratePercent } from '../ticker/funding.ts';
import table from '../../spot/orders/orderTable.module.css';
import styles from '../futures.module.css';

export function FundingHistoryTable({ label, rows, unitLabel }: { label: string; rows: FundingPaymentRow[]; unitLabel: (unit: string) => string }) {
  const { t } = useTranslation();
  return (
    <div className={table.frame} tabIndex={0} role="region" aria-label={label}>
      <table className={table.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('entrust.column.time')}</th>
            <th scope="col">{t('futures.position.contract')}</th>
            <th scope="col">{t('entrust.column.side')}</th>
            <th scope="col">{t('futures.position.size')}</th>
            <th scope="col">{t('futures.funding.rate')}</th>
            <th scope="col">{t('futures.funding.mark')}</th>
            <th scope="col">{t('futures.funding.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <TimeCell ms={row.funding_time} />
              <td className={table.nowrap}>{row.symbol_name}</td>
              <td className={`${table.nowrap} ${row.direction === '1' ? table.buy : table.sell}`}>{t(row.direction === '1' ? 'futures.side.long' : 'futures.side.short')}</td>
              <td className={table.number}>
                {shown(row.size)} {unitLabel(row.contract_type === '2' ? 'CONT' : (row.symbol_name.split('/')[0] ?? ''))}
              </td>
              <td className={table.number}>{ratePercent(row.rate)}</td>
              <td className={table.number}>{shown(row.mark_price)}</td>
              <td className={`${table.number} ${styles[toneOf(row.amount)]}`}>
                {signed(row.amount)} {row.coin}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
