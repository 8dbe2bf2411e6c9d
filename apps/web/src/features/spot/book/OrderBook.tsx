// The order book panel: grouping (a themed select) and view controls rendered by React, rows drawn from the depth store
// straight into the DOM (useBookDrawing), a price click handed to the order forms (pickPrice).
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairRules } from '../../../api/marketMap.ts';
import { depthStore } from '../../../realtime/marketStore.ts';
import { useStale } from '../../../realtime/useTopic.ts';
import { MenuSelect } from '../../../ui/MenuSelect.tsx';
import { useTradeTicket } from '../tradeTicket.ts';
import { groupingSteps } from './bookLevels.ts';
import { MidPrice } from './MidPrice.tsx';
import { useBookDrawing } from './useBookDrawing.ts';
import { useFeedStatus } from './useBookStatus.ts';
import styles from './OrderBook.module.css';

const BOOK_MODES = ['both', 'bids', 'asks'] as const;
export type BookMode = (typeof BOOK_MODES)[number];

/**
 * Rows per side with both sides shown; one side alone gets both halves. Twelve rows of 24 px (the
 * price buttons' minimum target size) keep the panel about as tall as fourteen of 20 px did.
 */
const HALF = 12;

const pick = (price: string) => useTradeTicket.getState().pickPrice(price);

export interface OrderBookProps {
  rules: PairRules;
  /** What the amounts count: the base coin by default (whole contracts on a coin-margined contract). */
  amountUnit?: string;
}

export function OrderBook({ rules, amountUnit }: OrderBookProps) {
  const { t } = useTranslation();
  const { kind, pair, base, quote, priceScale, amountScale } = rules;
  const steps = useMemo(() => groupingSteps(priceScale), [priceScale]);
  const stepOptions = useMemo(() => steps.map((value) => ({ value, label: value })), [steps]);
  const [step, setStep] = useState(steps[0]!);
  const [mode, setMode] = useState<BookMode>('both');
  const store = depthStore(kind, pair);
  const status = useFeedStatus(store);
  const stale = useStale(store);
  const asks = useRef<HTMLOListElement>(null);
  const bids = useRef<HTMLOListElement>(null);
  const spread = useRef<HTMLSpanElement>(null);
  const askRows = mode === 'bids' ? 0 : mode === 'asks' ? HALF * 2 : HALF;
  const bidRows = mode === 'asks' ? 0 : mode === 'bids' ? HALF * 2 : HALF;
  const activeStep = steps.includes(step) ? step : steps[0]!;
  useBookDrawing({ store, asks, bids, spread, askRows, bidRows, step: activeStep, amountScale, onPick: pick });

  return (
    <section className={styles.panel} aria-label={t('spot.book.title')} data-stale={stale || undefined}>
      <header className={styles.toolbar}>
        <h2 className={styles.heading}>{t('spot.book.title')}</h2>
        <div role="group" aria-label={t('spot.book.view')} className={styles.modes}>
          {BOOK_MODES.map((value) => (
            <button key={value} type="button" className={styles.mode} aria-pressed={mode === value} onClick={() => setMode(value)}>
              {t(`spot.book.view_${value}`)}
            </button>
          ))}
        </div>
        <MenuSelect className={styles.grouping} label={t('spot.book.grouping')} hideLabel value={activeStep} options={stepOptions} onValueChange={setStep} />
      </header>
      <div className={styles.columns} aria-hidden="true">
        <span>{t('spot.book.price', { coin: quote })}</span>
        <span>{t('spot.book.amount', { coin: amountUnit ?? base })}</span>
        <span>{t('spot.book.total', { coin: amountUnit ?? base })}</span>
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
