import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { TOPIC } from '@exchange/contract/topics';
import { IDLE_CLOSE_MS } from './connection.ts';
import { FRAME_FALLBACK_MS } from './frame.ts';
import { symbolDetailStore, useSymbolDetails } from './marketStore.ts';
import { useFakeMqttClients, type FakeMqttClient } from './testing.ts';
import { useTopic } from './useTopic.ts';

vi.mock('../api/marketQueries.ts', () => ({
  loadAllTickers: vi.fn(async () => [
    { kind: 'xh', pair: 'BTC/USDT', last: '100', open: '90', high: '110', low: '80', volume: '1', turnover: '100', change: '11.11' },
    { kind: 'ubw', pair: 'BTC/USDT', last: '101', open: '90', high: '110', low: '80', volume: '1', turnover: '101', change: '12.22' },
  ]),
}));

let clients: FakeMqttClient[];
const latest = () => clients.at(-1)!;
const frame = () => act(() => vi.advanceTimersByTimeAsync(FRAME_FALLBACK_MS));

beforeEach(() => {
  vi.useFakeTimers();
  clients = useFakeMqttClients();
});
afterEach(async () => {
  // Let the shared channel close behind the unmounted views, so each test starts afresh.
  await vi.advanceTimersByTimeAsync(IDLE_CLOSE_MS);
  vi.useRealTimers();
});

describe('useTopic', () => {
  it('subscribes on mount, shows the snapshot then live values, and unsubscribes on unmount', async () => {
    const loader = vi.fn(async () => ({ n: 0 }));
    const { result, unmount } = renderHook(() => useTopic<{ n: number }>('xh_kline_BTC/USDT', loader));
    await act(() => vi.advanceTimersByTimeAsync(0));
    latest().succeed();
    expect(latest().subscribed).toEqual(['xh_kline_BTC/USDT']);
    await frame();
    expect(result.current).toEqual({ n: 0 });
    act(() => {
      latest().deliver('xh_kline_BTC/USDT', { n: 1 });
      latest().deliver('xh_kline_BTC/USDT', { n: 2 });
    });
    expect(result.current).toEqual({ n: 0 });
    await frame();
    expect(result.current).toEqual({ n: 2 });
    unmount();
    expect(latest().unsubscribed).toEqual(['xh_kline_BTC/USDT']);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('subscribes nothing for a null topic', async () => {
    const { result } = renderHook(() => useTopic(null));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(clients).toHaveLength(0);
    expect(result.current).toBeUndefined();
  });
});

describe('useSymbolDetails', () => {
  it('merges changed symbols into the snapshot of every market', async () => {
    const { result, unmount } = renderHook(() => useSymbolDetails());
    await act(() => vi.advanceTimersByTimeAsync(0));
    latest().succeed();
    await frame();
    expect(result.current.data?.size).toBe(2);
    act(() =>
      latest().deliver(TOPIC.allSymbolDetail, [
        { symbolName: 'BTC/USDT', type: 'xh', close: '120', open: '90', high: '120', low: '80', amount: '2', vol: '220', zdf: '33.33' },
      ]),
    );
    await frame();
    expect(result.current.data?.get('xh:BTC/USDT')?.last).toBe('120');
    expect(result.current.data?.get('ubw:BTC/USDT')?.last).toBe('101');
    unmount();
    expect(symbolDetailStore.getSnapshot().data?.size).toBe(2);
  });
});
