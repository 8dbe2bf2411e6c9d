// The spot exchange screen of one pair: the market panels (selector, ticker, chart, book, trades)
// around the member's panels from ./orders (forms with the pair's balances, order tabs under the
// chart), laid out by ExchangeGrid. Every panel is keyed by the pair so a pair switch starts each one
// clean, and the order forms are the target of the frame's "Skip to order form" link.
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairRules, Ticker } from '../../../api/marketMap.ts';
import { ORDER_FORM_TARGET } from '../../../app/skipTargets.ts';
import { OrderBook } from '../book/OrderBook.tsx';
import { ChartPanel } from '../chart/ChartPanel.tsx';
import { PairBalancesPanel, PhoneTradeBar, SpotOrderForms, SpotOrderTabs } from '../orders/index.ts';
import { useTradeType } from '../../../app/tradeType.ts';
import { DealSwitch, MarginAccountPanel, MarginOrderForms, MarginOrderTabs } from '../../margin/index.ts';
import { PairSelector } from '../selector/PairSelector.tsx';
import { selectablePairs } from '../selector/pairList.ts';
import { PairTicker } from '../ticker/PairTicker.tsx';
import { RecentTrades } from '../trades/RecentTrades.tsx';
import { ExchangeGrid } from './ExchangeGrid.tsx';
import { rememberPair } from './lastPair.ts';
import { exchangePath, type ExchangeMode } from './pairRoute.ts';

export interface SpotScreenProps {
  rules: PairRules;
  allRules: readonly PairRules[];
  mode: ExchangeMode;
}

export function SpotScreen({ rules, allRules, mode }: SpotScreenProps) {
  const { t } = useTranslation();
  const { pair } = rules;
  // Margin mode (spec §4: the menu's deal type "pry"): the same books, on the margin account.
  const margin = useTradeType((s) => s.dealType === 'pry');

  useEffect(() => rememberPair(pair), [pair]);
  const pairsOf = useCallback((tickers: readonly Ticker[]) => selectablePairs(tickers, allRules, mode === 'newCoin'), [allRules, mode]);
  const pathOf = useCallback((ticker: Ticker) => exchangePath(ticker.pair, mode), [mode]);

  return (
    <ExchangeGrid
      selector={(chosen) => <PairSelector current={rules} pairsOf={pairsOf} pathOf={pathOf} onChosen={chosen} />}
      ticker={(toggle) => (
        <PairTicker key={pair} rules={rules}>
          {toggle}
        </PairTicker>
      )}
      chartLabel={t('spot.chart.tabs')}
      chart={<ChartPanel key={pair} rules={rules} />}
      book={<OrderBook key={pair} rules={rules} />}
      trades={<RecentTrades key={pair} rules={rules} />}
      forms={
        margin ? (
          <>
            <DealSwitch />
            <MarginOrderForms key={pair} id={ORDER_FORM_TARGET} pair={pair} rules={rules} />
            <MarginAccountPanel key={`${pair}-margin`} pair={pair} rules={rules} />
          </>
        ) : (
          <>
            <DealSwitch />
            <SpotOrderForms key={pair} id={ORDER_FORM_TARGET} pair={pair} rules={rules} />
            <PairBalancesPanel key={`${pair}-balances`} pair={pair} rules={rules} />
          </>
        )
      }
      orders={margin ? <MarginOrderTabs key={`${pair}-margin`} pair={pair} rules={rules} /> : <SpotOrderTabs key={pair} pair={pair} rules={rules} />}
      phoneBar={<PhoneTradeBar key={`${pair}-bar`} pair={pair} rules={rules} />}
    />
  );
}
