// Feeds a KlineChart: the newest page of history for the pair and interval, older pages when the
// user scrolls to the left edge (HistoryPager), and the live bars of the interval once history is in.
// Live bars reach the chart once per animation frame, from the candle store, never through React.
import { useEffect, useState } from 'react';
import type { KlineInterval } from '@exchange/contract/market';
import type { MarketKind } from '@exchange/contract/topics';
import { getKlineHistory } from '../../../api/market.ts';
import { candleStore } from '../../../realtime/pairStores.ts';
import { HistoryPager } from './historyPager.ts';
import { HISTORY_PAGE } from './intervals.ts';
import type { KlineChart } from './klineChart.ts';

export type FeedState = 'loading' | 'error' | 'empty' | 'ready';

export interface KlineFeed {
  kind: MarketKind;
  pair: string;
  interval: KlineInterval;
  chart: KlineChart | null;
  /** Bumped to try the first page again. */
  attempt: number;
}

export function useKlineFeed({ kind, pair, interval, chart, attempt }: KlineFeed): FeedState {
  const [state, setState] = useState<FeedState>('loading');

  useEffect(() => {
    const view = chart;
    if (!view) return undefined;
    let active = true;
    let ready = false;
    setState('loading');
    const load = (endTime: number, limit: number) => getKlineHistory({ kind, pair, interval, endTime, limit });
    const pager = new HistoryPager(load, HISTORY_PAGE);
    const store = candleStore(kind, pair);
    let lastApplied = 0;
    const applyLive = () => {
      if (!ready) return;
      for (const bar of store.getSnapshot().data?.[interval] ?? []) {
        if (bar.time < lastApplied) continue;
        lastApplied = bar.time;
        view.live(bar);
      }
      if (view.oldestTime !== undefined) setState('ready');
    };
    const older = () => {
      const oldest = view.oldestTime;
      // Until the first page is in, the chart still shows the previous interval's bars.
      if (!ready || oldest === undefined) return;
      void pager.older(oldest)?.then(
        (bars) => active && view.prepend(bars),
        () => undefined, // The next scroll to the edge asks again.
      );
    };
    view.setLeftEdgeHandler(older);
    const stop = store.subscribe(applyLive);
    const release = store.acquire();
    load(Date.now() + 1, HISTORY_PAGE).then(
      (bars) => {
        if (!active) return;
        if (bars.length < HISTORY_PAGE) pager.markDone();
        view.reset(bars);
        lastApplied = bars.at(-1)?.time ?? 0;
        ready = true;
        setState(bars.length > 0 ? 'ready' : 'empty');
        applyLive();
      },
      () => active && setState('error'),
    );
    return () => {
      active = false;
      view.setLeftEdgeHandler(null);
      stop();
      release();
    };
  }, [kind, pair, interval, chart, attempt]);

  return state;
}
