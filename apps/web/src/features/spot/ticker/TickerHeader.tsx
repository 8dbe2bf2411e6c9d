// The pair's header: name, last price coloured by the day's direction with its display-currency
// value, change, 24h high and low, volume and turnover; a contract adds its mark, index and funding.
// Renders once per detail message (~1/s).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shortenNumber } from '@exchange/contract/format-number';
import type { Ticker } from '../../../api/marketMap.ts';
import { formatPrice, isUsdQuoted } from '../../../lib/displayPrice.ts';
import { useDisplayPrice } from '../../../session/useDisplayPrice.ts';
import { ChangeText } from '../../markets/ChangeText.tsx';
import { directionOf } from '../../markets/figures.ts';
import { PairName } from '../../markets/PairName.tsx';
import styles from './TickerHeader.module.css';

export interface TickerHeaderProps {
  ticker: Ticker;
  /** The figures have stopped being updated (the live channel is down). */
  stale?: boolean;
  /** Extra controls (the markets toggle on small screens). */
  children?: ReactNode;
  /** More figures after the change (a contract's mark, index and funding): `dt`/`dd` pairs in their own `div`s. */
  figures?: ReactNode;
  /** What the volume counts; the base coin by default (contracts for a coin-margined contract). */
  volumeUnit?: string;
}

/** One labelled figure of the header (also the contract's own figures, passed as `figures`). */
export function TickerFigure({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function TickerHeader({ ticker, stale = false, children, figures, volumeUnit }: TickerHeaderProps) {
  const { t } = useTranslation();
  const inCurrency = useDisplayPrice();
  const last = formatPrice(ticker.last, ticker.priceScale);
  const figure = (label: string, value: string) => <TickerFigure label={label}>{value}</TickerFigure>;
  return (
    <header className={styles.header} data-stale={stale || undefined}>
      <h1 className={styles.pair}>
        <PairName ticker={ticker} size={28} />
      </h1>
      {children}
      <dl className={styles.figures}>
        <div className={styles.price}>
          <dt className="sr-only">{t('spot.ticker.last')}</dt>
          <dd className={`${styles.last} ${styles[directionOf(ticker.change)]}`}>{last}</dd>
          {isUsdQuoted(ticker.quote) && <dd className={styles.value}>≈ {inCurrency(ticker.last)}</dd>}
        </div>
        <div className={styles.figure}>
          <dt>{t('spot.ticker.change')}</dt>
          <dd>
            <ChangeText change={ticker.change} />
          </dd>
        </div>
        {figures}
        {figure(t('spot.ticker.high'), formatPrice(ticker.high, ticker.priceScale))}
        {figure(t('spot.ticker.low'), formatPrice(ticker.low, ticker.priceScale))}
        {figure(t('spot.ticker.volume', { coin: volumeUnit ?? ticker.base }), shortenNumber(ticker.volume))}
        {figure(t('spot.ticker.turnover', { coin: ticker.quote }), shortenNumber(ticker.turnover))}
      </dl>
    </header>
  );
}
