// The home page's short market table: pair, last price, 24h change and turnover. A click on a row
// opens the market; the pair is the row's link for keyboard users.
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Ticker } from '../../api/marketMap.ts';
import { useDisplayPrice } from '../../session/useDisplayPrice.ts';
import { ChangeText } from '../markets/ChangeText.tsx';
import { formatTurnover } from '../markets/figures.ts';
import { PairName } from '../markets/PairName.tsx';
import { PriceText } from '../markets/PriceText.tsx';
import { tradePath } from '../markets/tradePath.ts';
import { useChooseTrade, useOpenTrade } from '../markets/useOpenTrade.ts';
import marketStyles from '../markets/Market.module.css';
import styles from './HomeMarkets.module.css';

export function OverviewTable({ label, rows }: { label: string; rows: Ticker[] }) {
  const { t } = useTranslation();
  const inCurrency = useDisplayPrice();
  const openTrade = useOpenTrade();
  const chooseTrade = useChooseTrade();
  const onRowClick = (ticker: Ticker) => (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('a')) openTrade(ticker);
  };
  return (
    <table className={styles.table} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('market.column.pair')}</th>
          <th scope="col" className={styles.num}>
            {t('market.column.last')}
          </th>
          <th scope="col" className={styles.num}>
            {t('market.column.change')}
          </th>
          <th scope="col" className={`${styles.num} ${styles.fold}`}>
            {t('market.column.turnover')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((ticker) => (
          <tr key={`${ticker.kind}:${ticker.pair}`} onClick={onRowClick(ticker)}>
            <td>
              <Link to={tradePath(ticker)} className={marketStyles.pair} onClick={() => chooseTrade(ticker)}>
                <PairName ticker={ticker} />
              </Link>
            </td>
            <td className={`${styles.num} ${styles.stack}`}>
              <PriceText ticker={ticker} />
            </td>
            <td className={styles.num}>
              <ChangeText change={ticker.change} />
            </td>
            <td className={`${styles.num} ${styles.fold}`}>
              <span className={marketStyles.number}>{formatTurnover(ticker, inCurrency)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
