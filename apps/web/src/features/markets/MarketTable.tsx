// The markets table (spec §2 /market/main): sortable columns and a star per row. Only the rows in
// and near the viewport are in the DOM (@tanstack/react-virtual over the page's own scroll), so
// 500+ markets updating every second stay fast.
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { tickerKey, type Ticker } from '../../api/marketMap.ts';
import { MarketRow } from './MarketRow.tsx';
import type { SortColumn, SortState } from './marketTable.ts';
import { SortHeader } from './SortHeader.tsx';
import { useChooseTrade, useOpenTrade } from './useOpenTrade.ts';
import styles from './MarketTable.module.css';

const ROW_HEIGHT = 56;
const OVERSCAN = 8;

export interface MarketTableProps {
  label: string;
  rows: Ticker[];
  favourites: ReadonlySet<string>;
  sort: SortState | null;
  onSort: (column: SortColumn) => void;
  onToggleFavourite: (ticker: Ticker) => void;
  /** The live channel is down and no fresh figures came since: prices lose their up and down colours. */
  stale?: boolean;
}

/** Which columns fold away on narrower screens (see the stylesheet's breakpoints). */
const COLUMNS: ReadonlyArray<{ column: SortColumn; fold?: 'wide' | 'medium' }> = [
  { column: 'pair' },
  { column: 'last' },
  { column: 'change' },
  { column: 'high', fold: 'wide' },
  { column: 'low', fold: 'wide' },
  { column: 'volume', fold: 'medium' },
  { column: 'turnover', fold: 'medium' },
];

export function MarketTable({ label, rows, favourites, sort, onSort, onToggleFavourite, stale = false }: MarketTableProps) {
  const { t } = useTranslation();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setScrollMargin((bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => (rows[index] ? tickerKey(rows[index].kind, rows[index].pair) : index),
  });
  const openTrade = useOpenTrade();
  const chooseTrade = useChooseTrade();

  return (
    <div role="table" aria-label={label} aria-rowcount={rows.length + 1} className={styles.table} data-stale={stale || undefined}>
      <div role="rowgroup" className={styles.head}>
        <div role="row" aria-rowindex={1} className={styles.row}>
          <div role="columnheader" className={styles.starCell}>
            <span className="sr-only">{t('market.column.favourite')}</span>
          </div>
          {COLUMNS.map(({ column, fold }) => (
            <SortHeader key={column} column={column} sort={sort} onSort={onSort} className={fold ? styles[fold] : undefined} />
          ))}
        </div>
      </div>
      <div role="rowgroup" ref={bodyRef} className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const ticker = rows[item.index];
          if (!ticker) return null;
          return (
            <MarketRow
              key={item.key}
              ticker={ticker}
              favourite={favourites.has(tickerKey(ticker.kind, ticker.pair))}
              rowIndex={item.index + 2}
              style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
              onToggleFavourite={onToggleFavourite}
              onOpen={openTrade}
              onChoose={chooseTrade}
            />
          );
        })}
      </div>
    </div>
  );
}
