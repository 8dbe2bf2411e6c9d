// A table of contract orders: time, contract, type (with the exchange's own liquidation orders marked),
// side, price, filled of asked, average price, trigger / TP / SL, then the margin an open order holds
// or the PnL and fee of a finished one, the status, and cancel on open orders. Scrolls sideways inside
// its frame on a phone, which takes the keyboard focus so arrow keys scroll it (a finished order has
// no button to reach it by).
import { useTranslation } from 'react-i18next';
import type { ContractEntrustRow } from '@exchange/contract/futures';
import { isOpenOrder, shown } from '../../spot/orders/entrustFormat.ts';
import { TimeCell } from '../../spot/orders/TimeCell.tsx';
import { signed, toneOf } from '../positions/riskFormat.ts';
import { contractConditions, contractFilled, contractSideKey, contractStatusKey, contractTypeKey, isBuySide, sourceKey, unitKeyOf } from './contractFormat.ts';
import table from '../../spot/orders/orderTable.module.css';
import styles from '../futures.module.css';

export interface ContractOrderTableProps {
  label: string;
  rows: ContractEntrustRow[];
  /** Open lists: the margin each order holds. Finished lists: PnL and fee. */
  finished?: boolean;
  onCancel?: ((row: ContractEntrustRow) => void) | undefined;
  cancelling?: ReadonlySet<string>;
}

export function ContractOrderTable({ label, rows, finished = false, onCancel, cancelling }: ContractOrderTableProps) {
  const { t } = useTranslation();
  const unit = (symbol: string) => {
    const key = unitKeyOf(symbol);
    return key ? t(key) : symbol;
  };
  return (
    <div className={table.frame} tabIndex={0} role="region" aria-label={label}>
      <table className={table.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('entrust.column.time')}</th>
            <th scope="col">{t('futures.position.contract')}</th>
            <th scope="col">{t('entrust.column.type')}</th>
            <th scope="col">{t('entrust.column.side')}</th>
            <th scope="col">{t('entrust.column.price')}</th>
            <th scope="col">{t('entrust.column.filled')}</th>
            <th scope="col">{t('entrust.column.average')}</th>
            <th scope="col">{t('entrust.column.conditions')}</th>
            {finished ? (
              <>
                <th scope="col">{t('futures.column.pnl')}</th>
                <th scope="col">{t('entrust.column.fee')}</th>
              </>
            ) : (
              <th scope="col">{t('futures.column.margin')}</th>
            )}
            <th scope="col">{t('entrust.column.status')}</th>
            {onCancel && <th scope="col">{t('entrust.column.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const filled = contractFilled(row);
            const source = sourceKey(row);
            return (
              <tr key={row.id}>
                <TimeCell ms={row.create_time} />
                <td className={table.nowrap}>
                  {row.symbol_name} <span className={styles.muted}>{row.leverage}x</span>
                </td>
                <td className={table.nowrap}>
                  {t(contractTypeKey(row))}
                  {source && <span className={styles.badge}>{t(source)}</span>}
                </td>
                <td className={`${table.nowrap} ${isBuySide(row.direction) ? table.buy : table.sell}`}>{t(contractSideKey(row.direction))}</td>
                <td className={table.number}>{row.entrust_price ? shown(row.entrust_price) : t('spot.order.market_price')}</td>
                <td className={table.number}>
                  {filled.filled} / {filled.asked ?? t('futures.order.whole_position')} {unit(row.entrust_symbol)}
                </td>
                <td className={table.number}>{shown(row.success_price)}</td>
                <td className={table.conditions}>
                  {contractConditions(row).map((c) => (
                    <span key={c.key}>{t(c.key, { price: c.price })}</span>
                  ))}
                </td>
                {finished ? (
                  <>
                    <td className={`${table.number} ${styles[toneOf(row.profit)]}`}>
                      {signed(row.profit)} {row.profit_symbol}
                    </td>
                    <td className={table.number}>
                      {shown(row.fee_balance)} {row.fee_symbol}
                    </td>
                  </>
                ) : (
                  <td className={table.number}>
                    {shown(row.frozen_balance)} {row.frozen_symbol}
                  </td>
                )}
                <td className={table.nowrap}>{t(contractStatusKey(row))}</td>
                {onCancel && (
                  <td className={table.nowrap}>
                    {isOpenOrder(row) && (
                      <button type="button" className={table.action} disabled={cancelling?.has(row.id)} onClick={() => onCancel(row)}>
                        {t('entrust.cancel')}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
