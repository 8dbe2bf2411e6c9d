// The contract's header: the spot header's figures (last price, change, high, low, volume, turnover)
// with the mark and index prices and the funding rate, fed live by `{kind}_detail_{PAIR}`; and the
// document title kept on "<price> <PAIR> <brand>" while the screen is open.
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuturesRules } from '../../../api/futures.ts';
import type { Ticker } from '../../../api/marketMap.ts';
import { useContractMarkets } from '../../../api/marketQueries.ts';
import { useExchangeTitle } from '../../../app/exchangeTitle.ts';
import { formatPrice } from '../../../lib/displayPrice.ts';
import { useChannelStatus } from '../../../realtime/channelStatus.ts';
import { useContractTicker } from '../../../realtime/contractStores.ts';
import { TickerFigure, TickerHeader } from '../../spot/ticker/TickerHeader.tsx';
import { FundingFigure } from './FundingFigure.tsx';

export interface FuturesTickerProps {
  rules: FuturesRules;
  /** What the volume counts (contracts on a coin-margined contract). */
  volumeUnit: string;
  children?: ReactNode;
}

export function FuturesTicker({ rules, volumeUnit, children }: FuturesTickerProps) {
  const { t } = useTranslation();
  const listed = useContractMarkets().data?.find((ticker) => ticker.kind === rules.kind && ticker.pair === rules.pair);
  const live = useContractTicker(rules.kind, rules.pair);
  const down = useChannelStatus() === 'reconnecting';
  const detail = live.data;
  const ticker = useMemo((): Ticker => {
    const base: Ticker = listed ?? { ...rules, last: '', open: '', high: '', low: '', volume: '', turnover: '', change: '' };
    const update = detail ? { last: detail.last, open: detail.open, high: detail.high, low: detail.low, volume: detail.volume, turnover: detail.turnover, change: detail.change } : {};
    return { ...base, ...update, kind: rules.kind, icon: base.icon || rules.icon, isNew: false, priceScale: rules.priceScale };
  }, [listed, detail, rules]);
  const setTitle = useExchangeTitle((state) => state.set);
  const price = ticker.last ? formatPrice(ticker.last, rules.priceScale) : '';

  useEffect(() => setTitle(price ? { pair: rules.pair, price } : null), [setTitle, rules.pair, price]);
  useEffect(() => () => setTitle(null), [setTitle]);

  const figures = (
    <>
      <TickerFigure label={t('futures.ticker.mark')}>{detail?.mark ? formatPrice(detail.mark, rules.priceScale) : '--'}</TickerFigure>
      <TickerFigure label={t('futures.ticker.index')}>{detail?.index ? formatPrice(detail.index, rules.priceScale) : '--'}</TickerFigure>
      <FundingFigure rules={rules} rate={detail?.fundingRate ?? ''} next={detail?.nextFundingTime ?? 0} />
    </>
  );

  return (
    <TickerHeader ticker={ticker} stale={live.stale || down} figures={figures} volumeUnit={volumeUnit}>
      {children}
    </TickerHeader>
  );
}
