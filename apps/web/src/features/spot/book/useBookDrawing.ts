// Connects the depth store to the order book's DOM rows: the store notifies once per animation
// frame at most, and each notification is one pass of buildBook + OrderBookView.update.
import { useEffect, type RefObject } from 'react';
import type { DepthPayload } from '@exchange/contract/market';
import type { LiveStore } from '../../../realtime/liveStore.ts';
import { buildBook, spreadOf } from './bookLevels.ts';
import { OrderBookView } from './orderBookView.ts';

export interface BookDrawing {
  store: LiveStore<DepthPayload>;
  asks: RefObject<HTMLOListElement | null>;
  bids: RefObject<HTMLOListElement | null>;
  spread: RefObject<HTMLElement | null>;
  askRows: number;
  bidRows: number;
  step: string;
  amountScale: number;
  onPick: (price: string) => void;
}

export function useBookDrawing({ store, asks, bids, spread, askRows, bidRows, step, amountScale, onPick }: BookDrawing) {
  useEffect(() => {
    if (!asks.current || !bids.current) return undefined;
    const view = new OrderBookView({ asks: asks.current, bids: bids.current, askRows, bidRows, onPick });
    const rows = Math.max(askRows, bidRows);
    let shownSpread = '';
    const draw = () => {
      const depth = store.getSnapshot().data;
      if (!depth) return;
      const book = buildBook(depth, { step, rows, amountScale });
      view.update(book);
      const next = spreadOf(book, step);
      if (spread.current && next !== shownSpread) spread.current.textContent = shownSpread = next;
    };
    draw();
    const stop = store.subscribe(draw);
    return () => {
      stop();
      view.destroy();
    };
  }, [store, asks, bids, spread, askRows, bidRows, step, amountScale, onPick]);

  useEffect(() => store.acquire(), [store]);
}
