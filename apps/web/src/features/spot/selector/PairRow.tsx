// One pair of the selector: its star, and a link to its screen showing the live price and change.
import { memo } from 'react';
import { Link } from 'react-router';
import type { Ticker } from '../../../api/marketMap.ts';
import { formatPrice } from '../../../lib/displayPrice.ts';
import { ChangeText } from '../../markets/ChangeText.tsx';
import { FavouriteStar } from '../../markets/FavouriteStar.tsx';
import styles from './PairSelector.module.css';

export interface PairRowProps {
  ticker: Ticker;
  /** The pair's screen. */
  to: string;
  current: boolean;
  favourite: boolean;
  onToggleFavourite: (ticker: Ticker) => void;
  onChosen?: (() => void) | undefined;
}

export const PairRow = memo(function PairRow({ ticker, to, current, favourite, onToggleFavourite, onChosen }: PairRowProps) {
  return (
    <li className={styles.row}>
      <FavouriteStar pair={ticker.pair} on={favourite} onToggle={() => onToggleFavourite(ticker)} />
      <Link to={to} className={styles.link} aria-current={current ? 'page' : undefined} onClick={onChosen}>
        <span className={styles.name}>
          {ticker.base}
          <span className={styles.quote}>/{ticker.quote}</span>
        </span>
        <span className={styles.num}>{formatPrice(ticker.last, ticker.priceScale)}</span>
        <span className={styles.num}>
          <ChangeText change={ticker.change} />
        </span>
      </Link>
    </li>
  );
});
