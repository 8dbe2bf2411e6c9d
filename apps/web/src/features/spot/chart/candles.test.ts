import { describe, expect, it, vi } from 'vitest';
import type { Candle } from '../../../api/market.ts';
import { applyLive, joinOlder, liveChange } from './candles.ts';
import { HistoryPager } from './historyPager.ts';

const bar = (time: number, close = '1'): Candle => ({ interval: '1m', time, open: '1', high: '1', low: '1', close, volume: '1', turnover: '1' });
const times = (bars: readonly Candle[]) => bars.map((b) => b.time);

describe('k-line bars', () => {
  it('joins an older page in front, without overlap or duplicates', () => {
    const shown = [bar(300), bar(360)];
    expect(times(joinOlder([bar(240), bar(180), bar(240), bar(300, '9')], shown))).toEqual([180, 240, 300, 360]);
    expect(joinOlder([bar(300, '9')], shown)[0]!.close).toBe('1');
    expect(times(joinOlder([bar(1)], []))).toEqual([1]);
  });

  it('updates the last bar, appends a newer one and ignores an older one', () => {
    const shown = [bar(60), bar(120)];
    expect(liveChange(shown, bar(120))).toBe('update');
    expect(applyLive(shown, bar(120, '5')).map((b) => b.close)).toEqual(['1', '5']);
    expect(times(applyLive(shown, bar(180)))).toEqual([60, 120, 180]);
    expect(applyLive(shown, bar(60, '7'))).toBe(shown);
    expect(liveChange([], bar(1))).toBe('append');
  });
});

describe('HistoryPager', () => {
  it('asks once at a time, never twice for the same end, and stops at the start', async () => {
    let finish!: (bars: Candle[]) => void;
    const load = vi.fn(() => new Promise<Candle[]>((resolve) => (finish = resolve)));
    const pager = new HistoryPager(load, 2);
    const first = pager.older(1000);
    expect(first).not.toBeNull();
    expect(pager.older(1000)).toBeNull();
    expect(pager.older(900)).toBeNull();
    finish([bar(800), bar(900)]);
    await first;
    expect(pager.older(1000)).toBeNull();
    const second = pager.older(800);
    expect(load).toHaveBeenLastCalledWith(800, 2);
    finish([bar(700)]);
    await second;
    expect(pager.done).toBe(true);
    expect(pager.older(700)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a failed page be asked for again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([bar(1), bar(2)]);
    const pager = new HistoryPager(load, 2);
    await expect(pager.older(10)).rejects.toThrow('down');
    await expect(pager.older(10)).resolves.toHaveLength(2);
  });
});
