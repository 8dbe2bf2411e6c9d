// One row of the markets table. A click anywhere opens the market; the pair is the row's link, so
// keyboard users reach the same place with Tab and Enter.
import { memo, type CSSProperties, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { shortenNumber } from '@exchange/contract/format-number';
import type { Ticker } from '../../api/marketMap.ts';
import { formatPrice } from '../../lib/displayPrice.ts';
import { useDisplayPrice } from '../../session/useDisplayPrice.ts';
import { ChangeText } from './ChangeText.tsx';
import { FavouriteStar } from './FavouriteStar.tsx';
import { formatTurnover } from './figures.ts';
import { PairName } from './PairName.tsx';
import { PriceText } from './PriceText.tsx';
import { tradePath } from './tradePath.ts';
import marketStyles from './Market.module.css';
import styles from './MarketTable.module.css';

export interface MarketRowProps {
  ticker: Ticker;
  favourite: boolean;
  rowIndex: number;
  style: CSSProperties;
  onToggleFavourite: (ticker: Ticker) => void;
  onOpen: (ticker: Ticker) => void;
  onChoose: (ticker: Ticker) => void;
}

export const MarketRow = memo(function MarketRow({ ticker, favourite, rowIndex, style, onToggleFavourite, onOpen, onChoose }: MarketRowProps) {
  const inCurrency = useDisplayPrice();
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    onOpen(ticker);
  };
  const price = (value: string) => <span className={marketStyles.number}>{formatPrice(value, ticker.priceScale)}</span>;
  return (
    <div role="row" aria-rowindex={rowIndex} className={styles.row} style={style} onClick={onClick}>
      <div role="cell" className={styles.starCell}>
        <FavouriteStar pair={ticker.pair} on={favourite} onToggle={() => onToggleFavourite(ticker)} />
      </div>
      <div role="cell" className={styles.pairCell}>
        <Link to={tradePath(ticker)} className={`${marketStyles.pair} ${styles.pairLink}`} onClick={() => onChoose(ticker)}>
          <PairName ticker={ticker} />
        </Link>
      </div>
      <div role="cell" className={`${styles.num} ${styles.stack}`}>
        <PriceText ticker={ticker} />
      </div>
      <div role="cell" className={styles.num}>
        <ChangeText change={ticker.change} />
      </div>
      <div role="cell" className={`${styles.num} ${styles.wide}`}>
        {price(ticker.high)}
      </div>
      <div role="cell" className={`${styles.num} ${styles.wide}`}>
        {price(ticker.low)}
      </div>
      <div role="cell" className={`${styles.num} ${styles.medium}`}>
        <span className={marketStyles.number}>{shortenNumber(ticker.volume)}</span>
      </div>
      <div role="cell" className={`${styles.num} ${styles.medium}`}>
        <span className={marketStyles.number}>{formatTurnover(ticker, inCurrency)}</span>
      </div>
    </div>
  );
});
