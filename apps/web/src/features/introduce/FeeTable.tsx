// A table of pairs' trading rules: maker and taker fee (the config's buy_fee and sell_fee), the
// minimum order amount and the price and amount steps. Phones keep the pair and the fees.
import { useTranslation } from 'react-i18next';
import type { PairRules } from '../../api/marketMap.ts';
import { feePercent, stepOf } from './rules.ts';
import styles from './Introduce.module.css';

export function FeeTable({ label, rows }: { label: string; rows: PairRules[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('market.column.pair')}</th>
            <th scope="col">{t('introduce.maker_fee')}</th>
            <th scope="col">{t('introduce.taker_fee')}</th>
            <th scope="col" className={styles.fold}>
              {t('introduce.min_amount')}
            </th>
            <th scope="col" className={styles.fold}>
              {t('introduce.price_step')}
            </th>
            <th scope="col" className={styles.fold}>
              {t('introduce.amount_step')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((rules) => (
            <tr key={`${rules.kind}:${rules.pair}`}>
              <th scope="row">{rules.pair}</th>
              <td>{feePercent(rules.buyFee)}</td>
              <td>{feePercent(rules.sellFee)}</td>
              <td className={styles.fold}>
                {rules.minAmount || '--'} {rules.base}
              </td>
              <td className={styles.fold}>{stepOf(rules.priceScale)}</td>
              <td className={styles.fold}>{stepOf(rules.amountScale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
