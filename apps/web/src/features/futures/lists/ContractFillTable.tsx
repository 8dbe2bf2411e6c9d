// The member's contract fills: time, contract, side, price, amount, the position's entry before a
// close, the realised PnL and fee of each, and maker or taker (a liquidation's fills marked).
import { useTranslation } from 'react-i18next';
import type { ContractFillRow } from '@exchange/contract/futures';
import { shown } from '../../spot/orders/entrustFormat.ts';
import { TimeCell } from '../../spot/orders/TimeCell.tsx';
import { signed, toneOf } from '../positions/riskFormat.ts';
import { contractSideKey, isBuySide, sourceKey, unitKeyOf } from './contractFormat.ts';
import table from '../../spot/orders/orderTable.module.css';
import styles from '../futures.module.css';

export function ContractFillTable({ label, rows }: { label: string; rows: ContractFillRow[] }) {
  const { t } = useTranslation();
  return (
    <div className={table.frame} tabIndex={0} role="region" aria-label={label}>
      <table className={table.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('entrust.column.time')}</th>
            <th scope="col">{t('futures.position.contract')}</th>
            <th scope="col">{t('entrust.column.side')}</th>
            <th scope="col">{t('entrust.column.price')}</th>
            <th scope="col">{t('entrust.column.amount')}</th>
            <th scope="col">{t('futures.column.entry')}</th>
            <th scope="col">{t('futures.column.pnl')}</th>
            <th scope="col">{t('entrust.column.fee')}</th>
            <th scope="col">{t('entrust.column.role')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((fill) => {
            const source = sourceKey(fill);
            const unitKey = unitKeyOf(fill.entrust_symbol);
            return (
              <tr key={fill.id}>
                <TimeCell ms={fill.create_time} />
                <td className={table.nowrap}>{fill.symbol_name}</td>
                <td className={`${table.nowrap} ${isBuySide(fill.direction) ? table.buy : table.sell}`}>
                  {t(contractSideKey(fill.direction))}
                  {source && <span className={styles.badge}>{t(source)}</span>}
                </td>
                <td className={table.number}>{shown(fill.success_price)}</td>
                <td className={table.number}>
                  {shown(fill.success_balance)} {unitKey ? t(unitKey) : fill.entrust_symbol}
                </td>
                <td className={table.number}>{shown(fill.open_price)}</td>
                <td className={`${table.number} ${styles[toneOf(fill.profit)]}`}>
                  {signed(fill.profit)} {fill.profit_symbol}
                </td>
                <td className={table.number}>
                  {shown(fill.fee_balance)} {fill.fee_symbol}
                </td>
                <td>{t(`entrust.role.${fill.role}`)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
