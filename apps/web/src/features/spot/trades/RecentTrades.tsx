// The pair's last 30 trades: snapshot from initData, then the live topic, drawn outside React by
// RecentTradesView once per frame with new trades. A price click goes to the order forms.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairRules } from '../../../api/marketMap.ts';
import { RECENT_TRADES, tradeStore } from '../../../realtime/pairStores.ts';
import { useFeedStatus } from '../book/useBookStatus.ts';
import { useTradeTicket } from '../tradeTicket.ts';
import { RecentTradesView } from './recentTradesView.ts';
import { tradeLine } from './tradeRows.ts';
import styles from './RecentTrades.module.css';

const pick = (price: string) => useTradeTicket.getState().pickPrice(price);

export function RecentTrades({ rules }: { rules: PairRules }) {
  const { t } = useTranslation();
  const { kind, pair, base, quote, priceScale, amountScale } = rules;
  const store = tradeStore(kind, pair);
  const status = useFeedStatus(store);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!list.current) return undefined;
    const view = new RecentTradesView(list.current, RECENT_TRADES, pick);
    const draw = () => view.update((store.getSnapshot().data ?? []).map((trade) => tradeLine(trade, priceScale, amountScale)));
    draw();
    const stop = store.subscribe(draw);
    const release = store.acquire();
    return () => {
      stop();
      release();
      view.destroy();
    };
  }, [store, priceScale, amountScale]);

  const message = { loading: 'common.loading', error: 'spot.trades.error', empty: 'spot.trades.empty', ready: '' }[status];
  return (
    <section className={styles.panel} aria-label={t('spot.trades.title')}>
      <h2 className={styles.heading}>{t('spot.trades.title')}</h2>
      <div className={styles.columns} aria-hidden="true">
        <span>{t('spot.book.price', { coin: quote })}</span>
        <span>{t('spot.book.amount', { coin: base })}</span>
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
