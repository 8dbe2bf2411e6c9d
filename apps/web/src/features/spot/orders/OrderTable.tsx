// A table of spot orders: time, pair, type, side (coloured), price, filled of asked, average price,
// trigger / TP / SL, status; optionally a cancel button on open orders and an expandable row of
// details. Scrolls sideways inside its frame on a phone.
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntrustRow } from '@exchange/contract/spot';
import { conditionsOf, filledOf, isOpenOrder, limitPriceOf, shown, sideKey, statusKey, typeKey } from './entrustFormat.ts';
import { TimeCell } from './TimeCell.tsx';
import styles from './orderTable.module.css';

export interface OrderTableProps {
  label: string;
  rows: EntrustRow[];
  onCancel?: ((row: EntrustRow) => void) | undefined;
  /** Ids whose cancel is on its way. */
  cancelling?: ReadonlySet<string>;
  /** When given, each row can be expanded to show this. */
  details?: (row: EntrustRow) => ReactNode;
}

export function OrderTable({ label, rows, onCancel, cancelling, details }: OrderTableProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const actions = Boolean(onCancel || details);
  const columns = 9 + (actions ? 1 : 0);

  return (
    <div className={styles.frame}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('entrust.column.time')}</th>
            <th scope="col">{t('entrust.column.pair')}</th>
            <th scope="col">{t('entrust.column.type')}</th>
            <th scope="col">{t('entrust.column.side')}</th>
            <th scope="col">{t('entrust.column.price')}</th>
            <th scope="col">{t('entrust.column.filled')}</th>
            <th scope="col">{t('entrust.column.average')}</th>
            <th scope="col">{t('entrust.column.conditions')}</th>
            <th scope="col">{t('entrust.column.status')}</th>
            {actions && <th scope="col">{t('entrust.column.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const filled = filledOf(row);
            const open = expanded.has(row.id);
            return (
              <Fragment key={row.id}>
                <tr>
                  <TimeCell ms={row.create_time} />
                  <td className={styles.nowrap}>{row.symbol_name}</td>
                  <td>{t(typeKey(row))}</td>
                  <td className={row.direction === '1' ? styles.buy : styles.sell}>{t(sideKey(row.direction))}</td>
                  <td className={styles.number}>{limitPriceOf(row) ?? t('spot.order.market_price')}</td>
                  <td className={styles.number}>
                    {filled.filled} / {filled.asked}
                  </td>
                  <td className={styles.number}>{shown(row.success_price)}</td>
                  <td className={styles.conditions}>
                    {conditionsOf(row).map((c) => (
                      <span key={c.key}>{t(c.key, { price: c.price })}</span>
                    ))}
                  </td>
                  <td>{t(statusKey(row))}</td>
                  {actions && (
                    <td className={styles.nowrap}>
                      {onCancel && isOpenOrder(row) && (
                        <button type="button" className={styles.action} disabled={cancelling?.has(row.id)} onClick={() => onCancel(row)}>
                          {t('entrust.cancel')}
                        </button>
                      )}
                      {details && (
                        <button type="button" className={styles.action} aria-expanded={open} onClick={() => toggle(row.id)}>
                          {t(open ? 'entrust.hide_fills' : 'entrust.show_fills')}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
                {details && open && (
                  <tr className={styles.details}>
                    <td colSpan={columns}>{details(row)}</td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
