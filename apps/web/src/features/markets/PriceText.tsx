// A last price in its quote coin and, for USD(T) quotes, in the display currency below it.
import type { Ticker } from '../../api/marketMap.ts';
import { formatPrice, isUsdQuoted } from '../../lib/displayPrice.ts';
import { useDisplayPrice } from '../../session/useDisplayPrice.ts';
import styles from './Market.module.css';

export function PriceText({ ticker }: { ticker: Pick<Ticker, 'last' | 'quote' | 'priceScale'> }) {
  const inCurrency = useDisplayPrice();
  return (
    <>
      <span className={styles.number}>{formatPrice(ticker.last, ticker.priceScale)}</span>
      {isUsdQuoted(ticker.quote) && <span className={`${styles.muted} ${styles.number}`}>≈ {inCurrency(ticker.last)}</span>}
    </>
  );
}
