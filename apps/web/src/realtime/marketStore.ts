// The market's live stores (DESIGN §4, notes wire-market.md): the `index` topic, the
// `all_symbol_detail` changes merged into one map of every market, and a pair's depth with its seq
// continuity check. Payloads are mapped to the api's clear names as they arrive.
import type { DepthPayload, SymbolDetail } from '@exchange/contract/market';
import { TOPIC, type MarketKind } from '@exchange/contract/topics';
import {
  fromIndexPayload,
  fromSymbolDetail,
  getDepthSnapshot,
  getIndexSnapshot,
  tickerKey,
  type IndexTickers,
  type Ticker,
  type TickerUpdate,
} from '../api/market.ts';
import { loadAllTickers } from '../api/marketQueries.ts';
import { LiveStore, type LiveState } from './liveStore.ts';
import { useLiveState } from './useTopic.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

// ---- index ------------------------------------------------------------------------------------

export const indexStore = new LiveStore<IndexTickers>({
  topic: TOPIC.index,
  parse: (payload) => (isObject(payload) && !Array.isArray(payload) ? fromIndexPayload(payload) : undefined),
  reduce: (_state, messages) => messages.at(-1),
  load: getIndexSnapshot,
});

/** The index (every market's last price, change and turnover by kind), live. */
export const useIndexFeed = (): LiveState<IndexTickers> => useLiveState(indexStore);

// ---- all_symbol_detail -----------------------------------------------------------------------

/** Every market's latest figures by tickerKey. */
export type SymbolDetails = ReadonlyMap<string, TickerUpdate>;

const mergeSymbolDetails = (state: SymbolDetails | undefined, batches: TickerUpdate[][]): SymbolDetails => {
  const next = new Map(state);
  for (const batch of batches) for (const update of batch) next.set(tickerKey(update.kind, update.pair), update);
  return next;
};

const parseDetails = (payload: unknown): TickerUpdate[] | undefined => {
  if (!Array.isArray(payload)) return undefined;
  return payload.flatMap((item: SymbolDetail) => {
    const update = isObject(item) ? fromSymbolDetail(item) : undefined;
    return update ? [update] : [];
  });
};

const detailsOf = (tickers: Ticker[]): SymbolDetails =>
  mergeSymbolDetails(undefined, [
    tickers.map(({ kind, pair, last, open, high, low, volume, turnover, change }) => ({ kind, pair, last, open, high, low, volume, turnover, change })),
  ]);

export const symbolDetailStore = new LiveStore<SymbolDetails, TickerUpdate[]>({
  topic: TOPIC.allSymbolDetail,
  parse: parseDetails,
  reduce: mergeSymbolDetails,
  load: async () => detailsOf(await loadAllTickers()),
});

/** Latest figures of every market: the lists' snapshot with each live change merged in. */
export const useSymbolDetails = (): LiveState<SymbolDetails> => useLiveState(symbolDetailStore);

// ---- depth ------------------------------------------------------------------------------------

const isDepth = (payload: unknown): payload is DepthPayload =>
  isObject(payload) &&
  typeof payload.seq === 'number' &&
  Array.isArray(payload.buyItems) &&
  Array.isArray(payload.sellItems);

/**
 * Each message is the whole top of the book numbered seq+1. Older ones are dropped; one that skips
 * a number is still the freshest book, so it is shown, and a new snapshot is asked for.
 */
export const reduceDepth = (state: DepthPayload | undefined, messages: DepthPayload[], resync: () => void) => {
  let book = state;
  for (const message of messages) {
    if (book && message.seq <= book.seq) continue;
    if (book && message.seq !== book.seq + 1) resync();
    book = message;
  }
  return book;
};

const depthStores = new Map<string, LiveStore<DepthPayload>>();

/** A pair's depth store, for views that draw outside React (the order book, the depth chart). */
export const depthStore = (kind: MarketKind, pair: string): LiveStore<DepthPayload> => {
  const topic = TOPIC.depth(kind, pair);
  let store = depthStores.get(topic);
  if (!store) {
    store = new LiveStore<DepthPayload>({
      topic,
      parse: (payload) => (isDepth(payload) ? payload : undefined),
      reduce: reduceDepth,
      load: () => getDepthSnapshot(kind, pair),
    });
    depthStores.set(topic, store);
  }
  return store;
};

/** The top of a pair's book, live; a seq gap reloads the snapshot. */
export const useDepth = (kind: MarketKind, pair: string): LiveState<DepthPayload> => useLiveState(depthStore(kind, pair));
