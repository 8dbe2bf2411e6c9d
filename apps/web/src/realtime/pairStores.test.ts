import { describe, expect, it } from 'vitest';
import type { Candle, Trade } from '../api/market.ts';
import { RECENT_TRADES, reduceCandles, reduceTrades } from './pairStores.ts';

const trade = (id: number): Trade => ({ id: String(id), price: '1', amount: '1', side: 'buy', time: id });
const bar = (interval: Candle['interval'], time: number, close = '1'): Candle => ({ interval, time, open: '1', high: '1', low: '1', close, volume: '1', turnover: '1' });

describe('recent trades store', () => {
  it('puts later batches first, skips repeats and keeps the last 30', () => {
    const state = reduceTrades([trade(2), trade(1)], [[trade(4), trade(3)], [trade(5)]]);
    expect(state.map((t) => t.id)).toEqual(['5', '4', '3', '2', '1']);
    expect(reduceTrades(state, [[trade(5), trade(4)]]).map((t) => t.id)).toEqual(['5', '4', '3', '2', '1']);
    const many = reduceTrades(undefined, [Array.from({ length: 40 }, (_, i) => trade(40 - i))]);
    expect(many).toHaveLength(RECENT_TRADES);
    expect(many[0]!.id).toBe('40');
  });
});

describe('live candles store', () => {
  it('keeps the newest two bars of each interval, the latest state of each', () => {
    let state = reduceCandles(undefined, [bar('1m', 60), bar('5m', 0), bar('1m', 60, '2')]);
    expect(state['1m']!.map((b) => [b.time, b.close])).toEqual([[60, '2']]);
    state = reduceCandles(state, [bar('1m', 120), bar('1m', 180), bar('1m', 30)]);
    expect(state['1m']!.map((b) => b.time)).toEqual([120, 180]);
    expect(state['5m']!.map((b) => b.time)).toEqual([0]);
  });
});
