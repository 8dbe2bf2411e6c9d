import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import { KLINE_INTERVALS, type KlineBar, type KlineInterval } from '@exchange/contract';
import { bucketStart, KlineAggregator, nextBucketStart, rollUp } from './klines.ts';

const at = (iso: string) => Date.parse(iso);

describe('bucketStart', () => {
  const time = at('2024-05-15T13:47:29.123Z'); // a Wednesday
  it.each<[KlineInterval, string]>([
    ['1m', '2024-05-15T13:47:00.000Z'],
    ['5m', '2024-05-15T13:45:00.000Z'],
    ['15m', '2024-05-15T13:45:00.000Z'],
    ['30m', '2024-05-15T13:30:00.000Z'],
    ['1h', '2024-05-15T13:00:00.000Z'],
    ['1d', '2024-05-15T00:00:00.000Z'],
    ['1w', '2024-05-13T00:00:00.000Z'],
    ['1M', '2024-05-01T00:00:00.000Z'],
  ])('%s bars containing 13:47:29 on 15 May 2024 open at %s', (interval, start) => {
    expect(new Date(bucketStart(interval, time)).toISOString()).toBe(start);
  });

  it('keeps a boundary in its own bar and the instant before it in the previous one', () => {
    for (const interval of KLINE_INTERVALS) {
      const start = bucketStart(interval, time);
      expect(bucketStart(interval, start), interval).toBe(start);
      expect(bucketStart(interval, start - 1), interval).toBeLessThan(start);
      expect(nextBucketStart(interval, start - 1), interval).toBe(start);
    }
  });

  it('starts weeks on Monday 00:00 UTC', () => {
    expect(new Date(bucketStart('1w', at('2024-05-19T23:59:59.999Z'))).toISOString()).toBe('2024-05-13T00:00:00.000Z');
    expect(new Date(bucketStart('1w', at('2024-05-20T00:00:00.000Z'))).toISOString()).toBe('2024-05-20T00:00:00.000Z');
    expect(new Date(bucketStart('1w', 0)).toISOString()).toBe('1969-12-29T00:00:00.000Z');
    expect(new Date(bucketStart('1w', at('2025-01-01T08:00:00Z'))).toISOString()).toBe('2024-12-30T00:00:00.000Z');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (t) => {
        const start = new Date(bucketStart('1w', t));
        expect(start.getUTCDay()).toBe(1);
        expect(t - start.getTime()).toBeLessThan(7 * 86_400_000);
      }),
    );
  });

  it('follows the calendar for months, leap years included', () => {
    const days = (year: number, month: number) => (nextBucketStart('1M', Date.UTC(year, month, 15)) - Date.UTC(year, month, 1)) / 86_400_000;
    expect(Array.from({ length: 12 }, (_, m) => days(2023, m))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(days(2024, 1)).toBe(29);
    expect(days(2000, 1)).toBe(29);
    expect(days(2100, 1)).toBe(28);
    expect(new Date(bucketStart('1M', at('2024-02-29T23:59:59.999Z'))).toISOString()).toBe('2024-02-01T00:00:00.000Z');
    expect(new Date(bucketStart('1M', at('2024-03-01T00:00:00.000Z'))).toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(new Date(nextBucketStart('1M', at('2024-12-31T23:59:59.999Z'))).toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it('contains every time in [start, next) for every interval', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KLINE_INTERVALS), fc.integer({ min: -86_400_000 * 400, max: 4_102_444_800_000 }), (interval, t) => {
        const start = bucketStart(interval, t);
        const next = nextBucketStart(interval, t);
        expect(start).toBeLessThanOrEqual(t);
        expect(t).toBeLessThan(next);
        expect(bucketStart(interval, next - 1)).toBe(start);
        expect(bucketStart(interval, next)).toBe(next);
      }),
    );
  });
});

describe('KlineAggregator', () => {
  const t0 = at('2024-05-15T13:47:00Z');
  /** A trade, then every interval's current bar (what the live channel publishes next). */
  const trade = (klines: KlineAggregator, time: number, price: string, amount: string) => {
    klines.add(time, price, amount);
    return klines.currentBars();
  };

  it('builds OHLC, amount and turnover from trades, one bar per interval', () => {
    const klines = new KlineAggregator();
    trade(klines, t0 + 1000, '100.00', '1');
    trade(klines, t0 + 2000, '104.50', '2');
    trade(klines, t0 + 3000, '98.25', '0.4');
    const bars = trade(klines, t0 + 4000, '101.00', '1');
    expect(bars.map((b) => b.interval)).toEqual([...KLINE_INTERVALS]);
    for (const bar of bars)
      expect(bar).toEqual({
        interval: bar.interval,
        time: bucketStart(bar.interval, t0),
        open: '100.00',
        high: '104.50',
        low: '98.25',
        close: '101.00',
        amount: '4.4',
        vol: '449.3', // 100 + 209 + 39.3 + 101
      });
    expect(klines.current('1h')).toEqual(bars[4]);
  });

  it('opens a new bar at each boundary and keeps the coarser bar going', () => {
    const klines = new KlineAggregator();
    trade(klines, t0 + 59_999, '10', '1');
    const bars = trade(klines, t0 + 60_000, '12', '3');
    const byInterval = Object.fromEntries(bars.map((b) => [b.interval, b]));
    expect(byInterval['1m']).toMatchObject({ time: t0 + 60_000, open: '12', high: '12', low: '12', close: '12', amount: '3', vol: '36' });
    expect(byInterval['5m']).toMatchObject({ time: at('2024-05-15T13:45:00Z'), open: '10', high: '12', low: '10', close: '12', amount: '4', vol: '46' });
  });

  it('adds a trade reported with an earlier clock to the current bars instead of reopening a closed one', () => {
    const klines = new KlineAggregator(['1m']);
    trade(klines, t0 + 61_000, '10', '1');
    const [bar] = trade(klines, t0 + 1000, '11', '1');
    expect(bar).toMatchObject({ time: t0 + 60_000, open: '10', close: '11', amount: '2' });
  });

  it('tracks only the intervals asked for, and nothing before the first trade', () => {
    const klines = new KlineAggregator(['1m', '1d']);
    expect(klines.current('1m')).toBeUndefined();
    expect(trade(klines, t0, '1', '1').map((b) => b.interval)).toEqual(['1m', '1d']);
    expect(klines.current('1h')).toBeUndefined();
  });

  it('continues a restored bar after a restart', () => {
    const klines = new KlineAggregator(['1d']);
    klines.restore({ interval: '1d', time: at('2024-05-15T00:00:00Z'), open: '90', high: '120', low: '80', close: '100', amount: '5', vol: '500' });
    const [bar] = trade(klines, t0, '130', '1');
    expect(bar).toEqual({ interval: '1d', time: at('2024-05-15T00:00:00Z'), open: '90', high: '130', low: '80', close: '130', amount: '6', vol: '630' });
  });

  it('answers, of each trade, only the bars it closed, in their final state', () => {
    const klines = new KlineAggregator(['1m', '5m']);
    expect(klines.add(t0 + 1000, '10', '1')).toEqual([]);
    expect(klines.add(t0 + 59_000, '11', '2')).toEqual([]);
    // 13:48 opens a new 1m bar; the 5m bar (13:45-13:50) goes on.
    expect(klines.add(t0 + 60_000, '12', '1')).toEqual([{ interval: '1m', time: t0, open: '10', high: '11', low: '10', close: '11', amount: '3', vol: '32' }]);
    // 13:50 closes both.
    expect(klines.add(at('2024-05-15T13:50:00Z'), '9', '1').map((b) => [b.interval, b.close, b.amount])).toEqual([
      ['1m', '12', '1'],
      ['5m', '12', '4'],
    ]);
  });

  it('hands out copies, so a caller cannot change a bar in progress', () => {
    const klines = new KlineAggregator(['1m']);
    const [bar] = trade(klines, t0, '1', '1');
    if (bar) bar.close = '999';
    expect(klines.current('1m')?.close).toBe('1');
  });
});

describe('rollUp', () => {
  const bar = (time: number, open: string, high: string, low: string, close: string, amount: string, vol: string): KlineBar => ({
    interval: '1m',
    time,
    open,
    high,
    low,
    close,
    amount,
    vol,
  });

  it('merges 1m bars into coarser ones and leaves quiet periods out', () => {
    const h = at('2024-05-15T13:00:00Z');
    const bars = [
      bar(h, '10', '11', '9', '10.5', '1', '10.2'),
      bar(h + 60_000, '10.5', '13', '10', '12', '2', '23'),
      bar(h + 3 * 3_600_000, '20', '20', '19', '19.5', '1', '19.7'),
    ];
    expect(rollUp(bars, '1h')).toEqual([
      { interval: '1h', time: h, open: '10', high: '13', low: '9', close: '12', amount: '3', vol: '33.2' },
      { interval: '1h', time: h + 3 * 3_600_000, open: '20', high: '20', low: '19', close: '19.5', amount: '1', vol: '19.7' },
    ]);
    expect(rollUp([], '1d')).toEqual([]);
  });

  it('takes open and close by time even when the input is out of order', () => {
    const h = at('2024-05-15T13:00:00Z');
    const bars = [bar(h + 60_000, '2', '2', '2', '2', '1', '2'), bar(h, '1', '1', '1', '1', '1', '1')];
    expect(rollUp(bars, '1h')).toEqual([{ interval: '1h', time: h, open: '1', high: '2', low: '1', close: '2', amount: '2', vol: '3' }]);
  });

  it('equals aggregating the trades directly, for every interval, from what the live channel sends (property)', () => {
    const start = at('2024-01-29T00:00:00Z');
    const trade = fc.record({
      offset: fc.integer({ min: 0, max: 70 * 86_400_000 }),
      price: fc.integer({ min: 1, max: 10_000_000 }).map((n) => new Big(n).div(100).toFixed(2)),
      amount: fc.integer({ min: 1, max: 100_000 }).map((n) => new Big(n).div(1000).toFixed(3)),
    });
    fc.assert(
      fc.property(fc.array(trade, { minLength: 1, maxLength: 80 }), (raw) => {
        const trades = [...raw].sort((a, b) => a.offset - b.offset);
        const klines = new KlineAggregator();
        const seen = new Map<KlineInterval, Map<number, KlineBar>>(KLINE_INTERVALS.map((i) => [i, new Map()]));
        // What the live channel sends: the bars each trade closed, then the current ones. Every
        // bar's final state must be among them.
        const keep = (b: KlineBar) => seen.get(b.interval)?.set(b.time, b);
        for (const t of trades) klines.add(start + t.offset, t.price, t.amount).forEach(keep);
        klines.currentBars().forEach(keep);
        const direct = (interval: KlineInterval) => [...(seen.get(interval)?.values() ?? [])];
        const minutes = direct('1m');
        for (const interval of KLINE_INTERVALS) expect(rollUp(minutes, interval), interval).toEqual(direct(interval));
      }),
      { numRuns: 200 },
    );
  });
});
