// The ticker header fed live, and the document title kept on "<price> <PAIR> <brand>" while the
// screen is open (the layout's title hook reads useExchangeTitle).
import { useEffect, type ReactNode } from 'react';
import type { PairRules } from '../../../api/marketMap.ts';
import { useSpotMarkets } from '../../../api/marketQueries.ts';
import { useExchangeTitle } from '../../../app/exchangeTitle.ts';
import { formatPrice } from '../../../lib/displayPrice.ts';
import { TickerHeader } from './TickerHeader.tsx';
import { usePairTicker } from './usePairTicker.ts';

export function PairTicker({ rules, children }: { rules: PairRules; children?: ReactNode }) {
  const listed = useSpotMarkets().data?.find((ticker) => ticker.pair === rules.pair);
  const { ticker, stale } = usePairTicker(rules, listed);
  const setTitle = useExchangeTitle((state) => state.set);
  const price = ticker.last ? formatPrice(ticker.last, rules.priceScale) : '';

  useEffect(() => {
    setTitle(price ? { pair: rules.pair, price } : null);
  }, [setTitle, rules.pair, price]);
  useEffect(() => () => setTitle(null), [setTitle]);

  return (
    <TickerHeader ticker={ticker} stale={stale}>
      {children}
    </TickerHeader>
  );
}
