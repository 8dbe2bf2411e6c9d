import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntrustRow } from '@exchange/contract/spot';
import * as spot from './spot.ts';
import { cancelAllOpenOrders } from './spotCancelAll.ts';

vi.mock('./spot.ts', () => ({ getEntrustLog: vi.fn(), cancelOrders: vi.fn() }));

const ids = Array.from({ length: 230 }, (_, i) => String(i + 1));
const row = (id: string) => ({ id }) as EntrustRow;

beforeEach(() => {
  vi.mocked(spot.getEntrustLog).mockImplementation(async (_when, _pair, query = {}) => {
    const current = query.current ?? 1;
    const size = query.size ?? 10;
    const records = ids.slice((current - 1) * size, current * size).map(row);
    return { records, total: ids.length, size, current, pages: Math.ceil(ids.length / size) };
  });
  vi.mocked(spot.cancelOrders).mockImplementation(async (list) => ({ cancelled: list.filter((id) => id !== '7') }));
});

describe('cancelAllOpenOrders', () => {
  it('reads every page of open orders and cancels them 100 ids at a time', async () => {
    const result = await cancelAllOpenOrders('BTC/USDT');
    expect(vi.mocked(spot.getEntrustLog).mock.calls.map((c) => [c[0], c[1], c[2]?.current])).toEqual([
      ['now', 'BTC/USDT', 1],
      ['now', 'BTC/USDT', 2],
      ['now', 'BTC/USDT', 3],
    ]);
    expect(vi.mocked(spot.cancelOrders).mock.calls.map((c) => c[0].length)).toEqual([100, 100, 30]);
    // What had already finished (here order 7) is not counted as cancelled.
    expect(result.cancelled).toHaveLength(229);
  });
});
