// The spot exchange screen of one pair: the market panels (selector, ticker, chart, book, trades)
// around the member's panels from ./orders (forms with the pair's balances, order tabs under the
// chart). Every panel is keyed by the pair so a pair switch starts each one clean.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairRules } from '../../../api/marketMap.ts';
import { OrderBook } from '../book/OrderBook.tsx';
import { ChartPanel } from '../chart/ChartPanel.tsx';
import { PairBalancesPanel, SpotOrderForms, SpotOrderTabs } from '../orders/index.ts';
import { PairSelector } from '../selector/PairSelector.tsx';
import { PairTicker } from '../ticker/PairTicker.tsx';
import { RecentTrades } from '../trades/RecentTrades.tsx';
import { rememberPair } from './lastPair.ts';
import type { ExchangeMode } from './pairRoute.ts';
import styles from './SpotScreen.module.css';

export interface SpotScreenProps {
  rules: PairRules;
  allRules: readonly PairRules[];
  mode: ExchangeMode;
}

export function SpotScreen({ rules, allRules, mode }: SpotScreenProps) {
  const { t } = useTranslation();
  const [marketsOpen, setMarketsOpen] = useState(false);
  const { pair } = rules;

  useEffect(() => rememberPair(pair), [pair]);

  return (
    <div className={styles.screen}>
      <div className={`${styles.cell} ${styles.selector}`} data-open={marketsOpen} id="spot-markets">
        <PairSelector current={rules} allRules={allRules} mode={mode} onChosen={() => setMarketsOpen(false)} />
      </div>
      <div className={`${styles.cell} ${styles.ticker}`}>
        <PairTicker key={pair} rules={rules}>
          <button
            type="button"
            className={styles.marketsToggle}
            aria-expanded={marketsOpen}
            aria-controls="spot-markets"
            onClick={() => setMarketsOpen((open) => !open)}
          >
            {t('spot.selector.toggle')}
          </button>
        </PairTicker>
      </div>
      <div className={`${styles.cell} ${styles.chart}`}>
        <ChartPanel key={pair} rules={rules} />
      </div>
      <div className={`${styles.cell} ${styles.book}`}>
        <OrderBook key={pair} rules={rules} />
      </div>
      <div className={`${styles.cell} ${styles.trades}`}>
        <RecentTrades key={pair} rules={rules} />
      </div>
      <div className={`${styles.cell} ${styles.forms}`}>
        <SpotOrderForms key={pair} pair={pair} rules={rules} />
        <PairBalancesPanel key={`${pair}-balances`} pair={pair} rules={rules} />
      </div>
      <div className={`${styles.cell} ${styles.orders}`}>
        <SpotOrderTabs key={pair} pair={pair} rules={rules} />
      </div>
    </div>
  );
}
