// The grid of an exchange screen, spot or futures: the market panels (selector, ticker, chart, book,
// trades) around the member's panels (forms, lists under the chart), and the phone's trade bar. Each
// cell gets its panel from the screen; the grid owns only the layout and the markets toggle that
// folds the selector away on narrower screens. Panels are labelled regions (landmarks to jump
// between); the screen makes its forms the target of the frame's "Skip to order form" link.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './SpotScreen.module.css';

export interface ExchangeGridProps {
  /** The pair selector; `chosen` folds it away again on narrow screens. */
  selector: (chosen: () => void) => ReactNode;
  /** The ticker header, with the markets toggle to place among its controls. */
  ticker: (marketsToggle: ReactNode) => ReactNode;
  /** Labels the chart's region. */
  chartLabel: string;
  chart: ReactNode;
  book: ReactNode;
  trades: ReactNode;
  forms: ReactNode;
  orders: ReactNode;
  /** Out of the grid's flow: fixed to the bottom edge on a phone, hidden wider. */
  phoneBar: ReactNode;
}

export function ExchangeGrid({ selector, ticker, chartLabel, chart, book, trades, forms, orders, phoneBar }: ExchangeGridProps) {
  const { t } = useTranslation();
  const [marketsOpen, setMarketsOpen] = useState(false);
  const toggle = (
    <button type="button" className={styles.marketsToggle} aria-expanded={marketsOpen} aria-controls="spot-markets" onClick={() => setMarketsOpen((open) => !open)}>
      {t('spot.selector.toggle')}
    </button>
  );
  return (
    <div className={styles.screen}>
      <div className={`${styles.cell} ${styles.selector}`} data-open={marketsOpen} id="spot-markets">
        {selector(() => setMarketsOpen(false))}
      </div>
      <div className={`${styles.cell} ${styles.ticker}`}>{ticker(toggle)}</div>
      <section className={`${styles.cell} ${styles.chart}`} aria-label={chartLabel}>
        {chart}
      </section>
      <div className={`${styles.cell} ${styles.book}`}>{book}</div>
      <div className={`${styles.cell} ${styles.trades}`}>{trades}</div>
      <div className={`${styles.cell} ${styles.forms}`}>{forms}</div>
      <div className={`${styles.cell} ${styles.orders}`}>{orders}</div>
      {phoneBar}
    </div>
  );
}
