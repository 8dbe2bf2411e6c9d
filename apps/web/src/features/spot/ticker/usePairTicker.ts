// The pair's 24h figures: its row of the markets list (already merged with all_symbol_detail) with
// the pair's own `xh_detail_{PAIR}` topic laid over it, so the header moves with each detail message;
// `stale` while the live channel is down (the listed figures stopped too), and after it is back
// until the next detail message.
import { useMemo } from 'react';
import type { PairRules, Ticker } from '../../../api/marketMap.ts';
import { useChannelStatus } from '../../../realtime/channelStatus.ts';
import { usePairDetail } from '../../../realtime/pairStores.ts';

export const usePairTicker = (rules: PairRules, listed: Ticker | undefined): { ticker: Ticker; stale: boolean } => {
  const { data: detail, stale } = usePairDetail(rules.kind, rules.pair);
  const down = useChannelStatus() === 'reconnecting';
  const ticker = useMemo(() => {
    const base: Ticker = listed ?? {
      kind: rules.kind,
      pair: rules.pair,
      base: rules.base,
      quote: rules.quote,
      icon: rules.icon,
      last: '',
      open: '',
      high: '',
      low: '',
      volume: '',
      turnover: '',
      change: '',
      isNew: rules.isNew,
    };
    return { ...base, ...detail, icon: base.icon || rules.icon, isNew: rules.isNew, priceScale: rules.priceScale };
  }, [listed, detail, rules]);
  return { ticker, stale: stale || down };
};
