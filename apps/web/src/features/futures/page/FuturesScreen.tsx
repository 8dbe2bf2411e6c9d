// The futures exchange screen of one contract, laid out by the spot screen's grid: the spot selector
// (the contracts of this kind), the contract's ticker, the spot k-line with the contract's price lines,
// the spot book and trades (in contracts on a coin-margined contract), and the contract's own member
// panels. Every panel is keyed by the contract (the route keys the screen), and the order panel is the
// target of the frame's "Skip to order form" link.
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuturesRules } from '../../../api/futures.ts';
import type { Ticker } from '../../../api/marketMap.ts';
import { ORDER_FORM_TARGET } from '../../../app/skipTargets.ts';
import { tradePath } from '../../markets/tradePath.ts';
import { OrderBook } from '../../spot/book/OrderBook.tsx';
import { ChartPanel } from '../../spot/chart/ChartPanel.tsx';
import type { KlineChart } from '../../spot/chart/klineChart.ts';
import { ExchangeGrid } from '../../spot/page/ExchangeGrid.tsx';
import { PairSelector } from '../../spot/selector/PairSelector.tsx';
import { contractPairs } from '../../spot/selector/pairList.ts';
import { RecentTrades } from '../../spot/trades/RecentTrades.tsx';
import { ContractAccountPanel } from '../account/ContractAccountPanel.tsx';
import { PositionLines } from '../chart/PositionLines.tsx';
import { unitKeyOf } from '../lists/contractFormat.ts';
import { FuturesOrderTabs } from '../lists/FuturesOrderTabs.tsx';
import { FuturesOrderPanel } from '../orders/FuturesOrderPanel.tsx';
import { FuturesPhoneBar } from '../orders/FuturesPhoneBar.tsx';
import type { AmountUnit } from '../orders/ticket.ts';
import { FuturesTicker } from '../ticker/FuturesTicker.tsx';
import { rememberContract } from './futuresRoute.ts';

export function FuturesScreen({ rules }: { rules: FuturesRules }) {
  const { t } = useTranslation();
  const { kind, pair } = rules;
  const contracts = t('futures.unit.cont');
  const bookUnit = rules.amountUnit === 'contract' ? contracts : undefined;
  const unitLabels = useMemo<Record<AmountUnit, string>>(() => ({ coin: rules.base, quote: rules.quote, contract: contracts }), [rules.base, rules.quote, contracts]);
  const unitLabel = useCallback((unit: string) => (unitKeyOf(unit) ? contracts : unit), [contracts]);
  const pairsOf = useCallback((tickers: readonly Ticker[]) => contractPairs(tickers, kind), [kind]);
  const overlay = useCallback((chart: KlineChart) => <PositionLines chart={chart} rules={rules} />, [rules]);

  useEffect(() => rememberContract(kind, pair), [kind, pair]);

  return (
    <ExchangeGrid
      selector={(chosen) => <PairSelector current={rules} pairsOf={pairsOf} pathOf={tradePath} onChosen={chosen} />}
      ticker={(toggle) => (
        <FuturesTicker rules={rules} volumeUnit={bookUnit ?? rules.base}>
          {toggle}
        </FuturesTicker>
      )}
      chartLabel={t('spot.chart.tabs')}
      chart={<ChartPanel rules={rules} overlay={overlay} />}
      book={<OrderBook rules={rules} amountUnit={bookUnit} />}
      trades={<RecentTrades rules={rules} amountUnit={bookUnit} />}
      forms={
        <>
          <FuturesOrderPanel id={ORDER_FORM_TARGET} rules={rules} unitLabels={unitLabels} />
          <ContractAccountPanel rules={rules} />
        </>
      }
      orders={<FuturesOrderTabs kind={kind} pair={pair} unitLabel={unitLabel} />}
      phoneBar={<FuturesPhoneBar rules={rules} unitLabels={unitLabels} />}
    />
  );
}
