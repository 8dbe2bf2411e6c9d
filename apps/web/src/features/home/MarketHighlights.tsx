// Three cards above the overview: the day's top gainers and losers and the new listings (spot).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Ticker } from '../../api/marketMap.ts';
import { ChangeText } from '../markets/ChangeText.tsx';
import { PairName } from '../markets/PairName.tsx';
import { tradePath } from '../markets/tradePath.ts';
import { useChooseTrade } from '../markets/useOpenTrade.ts';
import { formatPrice } from '../../lib/displayPrice.ts';
import marketStyles from '../markets/Market.module.css';
import type { Highlights } from './homeMarkets.ts';
import styles from './HomeMarkets.module.css';

const CARDS = [
  { key: 'gainers', title: 'home.market.gainers' },
  { key: 'losers', title: 'home.market.losers' },
  { key: 'newCoins', title: 'home.market.new_coins' },
] as const;

export function MarketHighlights({ highlights }: { highlights: Highlights }) {
  const { t } = useTranslation();
  const chooseTrade = useChooseTrade();
  return (
    <div className={styles.highlights}>
      {CARDS.map((card) => {
        const rows: Ticker[] = highlights[card.key];
        return (
          <section key={card.key} className={styles.highlight} aria-labelledby={`highlight-${card.key}`}>
            <h3 id={`highlight-${card.key}`} className={styles.highlightTitle}>
              {t(card.title)}
            </h3>
            {rows.length === 0 ? (
              <p className={marketStyles.muted}>{t('home.market.none')}</p>
            ) : (
              <ol className={styles.highlightList}>
                {rows.map((ticker) => (
                  <li key={ticker.pair}>
                    <Link to={tradePath(ticker)} className={styles.highlightRow} onClick={() => chooseTrade(ticker)}>
                      <span className={marketStyles.pair}>
                        <PairName ticker={ticker} size={20} />
                      </span>
                      <span className={`${marketStyles.number} ${styles.highlightPrice}`}>{formatPrice(ticker.last, ticker.priceScale)}</span>
                      <ChangeText change={ticker.change} />
                    </Link>
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}
