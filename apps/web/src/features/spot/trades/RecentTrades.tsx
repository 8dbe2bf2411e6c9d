// The pair's last 30 trades: snapshot from initData, then the live topic, drawn outside React by
// RecentTradesView once per frame with new trades. A price click goes to the order forms.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairRules } from '../../../api/marketMap.ts';
import { useFormatTime } from '../../../i18n/dateTime.ts';
import { RECENT_TRADES, tradeStore } from '../../../realtime/pairStores.ts';
import { useStale } from '../../../realtime/useTopic.ts';
import { useFeedStatus } from '../book/useBookStatus.ts';
import { useTradeTicket } from '../tradeTicket.ts';
import { RecentTradesView } from './recentTradesView.ts';
import { tradeLine } from './tradeRows.ts';
import styles from './RecentTrades.module.css';

const pick = (price: string) => useTradeTicket.getState().pickPrice(price);

export interface RecentTradesProps {
  rules: PairRules;
  /** What the amounts count: the base coin by default (whole contracts on a coin-margined contract). */
  amountUnit?: string;
}

export function RecentTrades({ rules, amountUnit }: RecentTradesProps) {
  const { t } = useTranslation();
  const { kind, pair, base, quote, priceScale, amountScale } = rules;
  const store = tradeStore(kind, pair);
  const status = useFeedStatus(store);
  const stale = useStale(store);
  const list = useRef<HTMLOListElement>(null);
  const formatTime = useFormatTime();

  useEffect(() => {
    if (!list.current) return undefined;
    const view = new RecentTradesView(list.current, RECENT_TRADES, pick);
    const clock = (ms: number) => formatTime(ms, 'time');
    const draw = () => view.update((store.getSnapshot().data ?? []).map((trade) => tradeLine(trade, priceScale, amountScale, clock)));
    draw();
    const stop = store.subscribe(draw);
    const release = store.acquire();
    return () => {
      stop();
      release();
      view.destroy();
    };
  }, [store, priceScale, amountScale, formatTime]);

  const message = { loading: 'common.loading', error: 'spot.trades.error', empty: 'spot.trades.empty', ready: '' }[status];
  return (
    <section className={styles.panel} aria-label={t('spot.trades.title')} data-stale={stale || undefined}>
      <h2 className={styles.heading}>{t('spot.trades.title')}</h2>
      <div className={styles.columns} aria-hidden="true">
        <span>{t('spot.book.price', { coin: quote })}</span>
        <span>{t('spot.book.amount', { coin: amountUnit ?? base })}</span>
        <span>{t('spot.trades.time')}</span>
      </div>
      {message && (
        <p className={styles.status} role="status">
          {t(message)}
        </p>
      )}
      <ol ref={list} className={styles.list} aria-label={t('spot.trades.title')} />
    </section>
  );
}
