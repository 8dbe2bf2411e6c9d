// A pair's own live stores besides depth (marketStore.ts): its recent trades, its ticker detail and
// its k-line bars. One store per topic, shared by every view of the pair; the channel holds a topic
// only while a view has acquired its store.
import type { KlineBar, SymbolDetail, TradeRow } from '@exchange/contract/market';
import { TOPIC, type MarketKind } from '@exchange/contract/topics';
import { fromKlineBar, fromSymbolDetail, fromTradeRow, getTradeSnapshot, type Candle, type Trade, type TickerUpdate } from '../api/market.ts';
import { LiveStore, type LiveState } from './liveStore.ts';
import { useLiveState } from './useTopic.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const storesByTopic = new Map<string, LiveStore<never, never>>();

const cachedStore = <S, M>(topic: string, make: () => LiveStore<S, M>): LiveStore<S, M> => {
  let store = storesByTopic.get(topic) as LiveStore<S, M> | undefined;
  if (!store) {
    store = make();
    storesByTopic.set(topic, store as unknown as LiveStore<never, never>);
  }
  return store;
};

// ---- trades -----------------------------------------------------------------------------------

/** Trades a pair's screen lists. */
export const RECENT_TRADES = 30;

/**
 * Each message is a batch of new trades, newest first; later batches are newer. A snapshot's
 * replay may repeat trades it already holds, so ids already listed are skipped.
 */
export const reduceTrades = (state: Trade[] | undefined, batches: Trade[][]): Trade[] => {
  const incoming = batches.toReversed().flat();
  const seen = new Set<string>();
  const merged: Trade[] = [];
  for (const trade of [...incoming, ...(state ?? [])]) {
    if (seen.has(trade.id)) continue;
    seen.add(trade.id);
    merged.push(trade);
    if (merged.length === RECENT_TRADES) break;
  }
  return merged;
};

const parseTrades = (payload: unknown): Trade[] | undefined =>
  Array.isArray(payload) ? payload.filter(isObject).map((row) => fromTradeRow(row as unknown as TradeRow)) : undefined;

export const tradeStore = (kind: MarketKind, pair: string): LiveStore<Trade[], Trade[]> =>
  cachedStore(TOPIC.trade(kind, pair), () =>
    new LiveStore<Trade[], Trade[]>({
      topic: TOPIC.trade(kind, pair),
      parse: parseTrades,
      reduce: reduceTrades,
      load: async () => (await getTradeSnapshot(kind, pair)).slice(0, RECENT_TRADES),
    }),
  );

// ---- detail -----------------------------------------------------------------------------------

const pairDetailStore = (kind: MarketKind, pair: string): LiveStore<TickerUpdate> =>
  cachedStore(TOPIC.detail(kind, pair), () =>
    new LiveStore<TickerUpdate>({
      topic: TOPIC.detail(kind, pair),
      parse: (payload) => (isObject(payload) ? fromSymbolDetail(payload as unknown as SymbolDetail) : undefined),
      reduce: (_state, messages) => messages.at(-1),
    }),
  );

/** The pair's 24h figures as `{kind}_detail_{PAIR}` last sent them (undefined until the first). */
export const usePairDetail = (kind: MarketKind, pair: string): LiveState<TickerUpdate> => useLiveState(pairDetailStore(kind, pair));

// ---- klines -----------------------------------------------------------------------------------

/**
 * The newest bars per interval, newest last. The topic carries every interval's current bar after
 * each trade; a chart applies those of its interval that are not older than its last bar, so
 * keeping two per interval is enough to never miss a bar closing between two frames.
 */
export type LiveCandles = Readonly<Partial<Record<string, Candle[]>>>;

const KEEP_PER_INTERVAL = 2;

export const reduceCandles = (state: LiveCandles | undefined, bars: Candle[]): LiveCandles => {
  const next: Record<string, Candle[]> = { ...state } as Record<string, Candle[]>;
  for (const bar of bars) {
    const kept = next[bar.interval] ?? [];
    const last = kept.at(-1);
    if (last && bar.time < last.time) continue;
    next[bar.interval] = [...kept.filter((old) => old.time !== bar.time), bar].slice(-KEEP_PER_INTERVAL);
  }
  return next;
};

export const candleStore = (kind: MarketKind, pair: string): LiveStore<LiveCandles, Candle> =>
  cachedStore(TOPIC.kline(kind, pair), () =>
    new LiveStore<LiveCandles, Candle>({
      topic: TOPIC.kline(kind, pair),
      parse: (payload) => (isObject(payload) && typeof payload.interval === 'string' ? fromKlineBar(payload as unknown as KlineBar) : undefined),
      reduce: reduceCandles,
    }),
  );
