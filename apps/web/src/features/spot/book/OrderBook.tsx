// The order book panel: grouping and view controls rendered by React, rows drawn from the depth store
// straight into the DOM (useBookDrawing), a price click handed to the order forms (pickPrice).
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairRules } from '../../../api/marketMap.ts';
import { depthStore } from '../../../realtime/marketStore.ts';
import { useTradeTicket } from '../tradeTicket.ts';
import { groupingSteps } from './bookLevels.ts';
import { MidPrice } from './MidPrice.tsx';
import { useBookDrawing } from './useBookDrawing.ts';
import { useFeedStatus } from './useBookStatus.ts';
import styles from './OrderBook.module.css';

const BOOK_MODES = ['both', 'bids', 'asks'] as const;
export type BookMode = (typeof BOOK_MODES)[number];

/** Rows per side with both sides shown; one side alone gets both halves. */
const HALF = 14;

const pick = (price: string) => useTradeTicket.getState().pickPrice(price);

export function OrderBook({ rules }: { rules: PairRules }) {
  const { t } = useTranslation();
  const { kind, pair, base, quote, priceScale, amountScale } = rules;
  const steps = useMemo(() => groupingSteps(priceScale), [priceScale]);
  const [step, setStep] = useState(steps[0]!);
  const [mode, setMode] = useState<BookMode>('both');
  const store = depthStore(kind, pair);
  const status = useFeedStatus(store);
  const asks = useRef<HTMLOListElement>(null);
  const bids = useRef<HTMLOListElement>(null);
  const spread = useRef<HTMLSpanElement>(null);
  const groupId = useId();
  const askRows = mode === 'bids' ? 0 : mode === 'asks' ? HALF * 2 : HALF;
  const bidRows = mode === 'asks' ? 0 : mode === 'bids' ? HALF * 2 : HALF;
  const activeStep = steps.includes(step) ? step : steps[0]!;
  useBookDrawing({ store, asks, bids, spread, askRows, bidRows, step: activeStep, amountScale, onPick: pick });

  return (
    <section className={styles.panel} aria-label={t('spot.book.title')}>
      <header className={styles.toolbar}>
        <h2 className={styles.heading}>{t('spot.book.title')}</h2>
        <div role="group" aria-label={t('spot.book.view')} className={styles.modes}>
          {BOOK_MODES.map((value) => (
            <button key={value} type="button" className={styles.mode} aria-pressed={mode === value} onClick={() => setMode(value)}>
              {t(`spot.book.view_${value}`)}
            </button>
          ))}
        </div>
        <label htmlFor={groupId} className="sr-only">
          {t('spot.book.grouping')}
        </label>
        <select id={groupId} className={styles.grouping} value={activeStep} onChange={(event) => setStep(event.target.value)}>
          {steps.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </header>
      <div className={styles.columns} aria-hidden="true">
        <span>{t('spot.book.price', { coin: quote })}</span>
        <span>{t('spot.book.amount', { coin: base })}</span>
        <span>{t('spot.book.total', { coin: base })}</span>
      </div>
      {status !== 'ready' && (
        <p className={styles.status} role="status">
          {t(status === 'error' ? 'spot.book.error' : 'common.loading')}
        </p>
      )}
      <ol ref={asks} className={styles.side} aria-label={t('spot.book.asks')} hidden={askRows === 0} />
      <MidPrice kind={kind} pair={pair} quote={quote} priceScale={priceScale} spreadRef={spread} />
      <ol ref={bids} className={styles.side} aria-label={t('spot.book.bids')} hidden={bidRows === 0} />
    </section>
  );
}
