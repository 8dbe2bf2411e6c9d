// What the hub publishes of a market's trades: the trades at once, kline bars on its timer (each
// interval's current bar at most every 100 ms) and a bar a trade closed at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOPIC, type KlineBar } from '@exchange/contract';
import { MarketHub } from './hub.ts';
import { KlineAggregator } from './klines.ts';
import { MARKETS } from './symbols.ts';
import type { SymbolMarket } from './symbolMarket.ts';

const config = MARKETS.find((m) => m.kind === 'xh' && m.symbol_name === 'BTC/USDT')!;
const KLINE = TOPIC.kline('xh', 'BTC/USDT');
const TRADE = TOPIC.trade('xh', 'BTC/USDT');

/** Just what the hub reads of a market when it publishes trades and klines. */
const fakeMarket = () => {
  const klines = new KlineAggregator(['1m', '1h']);
  return { key: 'xh:BTC/USDT', config, klines, book: { depth: () => ({ bids: [], asks: [] }) }, price: String, amount: String } as unknown as SymbolMarket & { klines: KlineAggregator };
};

describe('MarketHub live klines', () => {
  let sent: Array<{ topic: string; payload: unknown }>;
  let hub: MarketHub;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    hub = new MarketHub({ publish: (topic, payload) => sent.push({ topic, payload }) });
  });
  afterEach(() => {
    hub.stop();
    vi.useRealTimers();
  });

  const klinesSent = () => sent.filter((m) => m.topic === KLINE).map((m) => m.payload as KlineBar);
  const t0 = Date.UTC(2024, 4, 15, 13, 47);
  const row = (price: string) => ({ id: '1', price, amount: '1', direction: '1' as const, time: t0 });

  it('sends trades at once and the current bars of a busy market at most every 100 ms', () => {
    const market = fakeMarket();
    hub.add(market);
    hub.start();
    for (let i = 0; i < 50; i++) {
      market.klines.add(t0 + i, String(100 + i), '1');
      hub.trades(market, [row(String(100 + i))], []);
    }
    expect(sent.filter((m) => m.topic === TRADE)).toHaveLength(50);
    expect(klinesSent()).toEqual([]);

    vi.advanceTimersByTime(100);
    expect(klinesSent().map((b) => [b.interval, b.close, b.amount])).toEqual([
      ['1m', '149', '50'],
      ['1h', '149', '50'],
    ]);
    // Nothing traded since: the next tick sends nothing.
    vi.advanceTimersByTime(100);
    expect(klinesSent()).toHaveLength(2);
  });

  it('sends a bar a trade closed at once, before the tick sends the new one', () => {
    const market = fakeMarket();
    hub.add(market);
    hub.start();
    market.klines.add(t0, '10', '1');
    hub.trades(market, [row('10')], []);
    const closed = market.klines.add(t0 + 60_000, '11', '1');
    hub.trades(market, [row('11')], closed);
    expect(klinesSent()).toEqual([{ interval: '1m', time: t0, open: '10', high: '10', low: '10', close: '10', amount: '1', vol: '10' }]);
    vi.advanceTimersByTime(100);
    expect(klinesSent().slice(1).map((b) => [b.interval, b.time, b.close])).toEqual([
      ['1m', t0 + 60_000, '11'],
      ['1h', Date.UTC(2024, 4, 15, 13), '11'],
    ]);
  });
});
