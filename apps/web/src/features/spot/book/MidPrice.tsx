// The line between asks and bids: the last trade's price coloured by its side, its value in the
// display currency and the spread. Written from the trades store outside React, like the rows.
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@exchange/contract/format-number';
import type { MarketKind } from '@exchange/contract/topics';
import { isUsdQuoted } from '../../../lib/displayPrice.ts';
import { tradeStore } from '../../../realtime/pairStores.ts';
import { useDisplayPrice } from '../../../session/useDisplayPrice.ts';
import styles from './OrderBook.module.css';

export interface MidPriceProps {
  kind: MarketKind;
  pair: string;
  quote: string;
  priceScale: number;
  spreadRef: RefObject<HTMLSpanElement | null>;
}

export function MidPrice({ kind, pair, quote, priceScale, spreadRef }: MidPriceProps) {
  const { t } = useTranslation();
  const inCurrency = useDisplayPrice();
  const price = useRef<HTMLSpanElement>(null);
  const value = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const store = tradeStore(kind, pair);
    let shownId = '';
    const draw = () => {
      const last = store.getSnapshot().data?.[0];
      if (!last || last.id === shownId || !price.current) return;
      shownId = last.id;
      price.current.textContent = formatAmount(last.price, priceScale);
      price.current.className = `${styles.last} ${last.side === 'buy' ? styles.up : styles.down}`;
      if (value.current) value.current.textContent = isUsdQuoted(quote) ? `≈ ${inCurrency(last.price)}` : '';
    };
    draw();
    const stop = store.subscribe(draw);
    const release = store.acquire();
    return () => {
      stop();
      release();
    };
  }, [kind, pair, quote, priceScale, inCurrency]);

  return (
    <div className={styles.mid}>
      <span ref={price} className={styles.last} aria-live="off">
        --
      </span>
      <span ref={value} className={styles.muted} />
      <span className={styles.spread}>
        {t('spot.book.spread')} <span ref={spreadRef} />
      </span>
    </div>
  );
}
