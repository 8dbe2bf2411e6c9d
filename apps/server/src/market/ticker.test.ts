import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import { RollingTicker } from './ticker.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2024, 4, 1);

describe('RollingTicker', () => {
  it('answers zeros before the first trade', () => {
    expect(new RollingTicker().snapshot(T0)).toEqual({ open: '0', high: '0', low: '0', close: '0', amount: '0', vol: '0', zdf: '0.00' });
  });

  it('summarises the trades of the window', () => {
    const ticker = new RollingTicker();
    ticker.addTrade(T0, '100.00', '1.5');
    ticker.addTrade(T0 + HOUR, '110.00', '2');
    ticker.addTrade(T0 + 2 * HOUR, '95.50', '0.5');
    ticker.addTrade(T0 + 3 * HOUR, '105.00', '1');
    expect(ticker.snapshot(T0 + 4 * HOUR)).toEqual({
      open: '100.00',
      high: '110.00',
      low: '95.50',
      close: '105.00',
      amount: '5',
      vol: '522.75', // 150 + 220 + 47.75 + 105
      zdf: '5.00',
    });
  });

  it('rounds the change half up to two decimals and never shows -0.00', () => {
    const ticker = new RollingTicker();
    ticker.addTrade(T0, '3', '1');
    ticker.addTrade(T0 + 1, '3.0001', '1');
    expect(ticker.snapshot(T0 + 2).zdf).toBe('0.00');
    ticker.addTrade(T0 + 3, '2.9999', '1');
    expect(ticker.snapshot(T0 + 4).zdf).toBe('0.00');
    ticker.addTrade(T0 + 5, '2', '1');
    expect(ticker.snapshot(T0 + 6).zdf).toBe('-33.33');
    ticker.addTrade(T0 + 7, '4.00015', '1');
    expect(ticker.snapshot(T0 + 8).zdf).toBe('33.34'); // 33.338333… rounds up
  });

  it('lets trades expire after 24 h and opens at the last price before the window', () => {
    const ticker = new RollingTicker();
    ticker.addTrade(T0, '100', '1');
    ticker.addTrade(T0 + 10 * MINUTE, '120', '1');
    ticker.addTrade(T0 + 12 * HOUR, '90', '2');
    expect(ticker.snapshot(T0 + DAY - MINUTE)).toMatchObject({ open: '100', high: '120', low: '90', amount: '4' });
    // The first minute's bucket has left: 100 is now the price 24 h ago.
    expect(ticker.snapshot(T0 + DAY)).toMatchObject({ open: '100', high: '120', low: '90', close: '90', amount: '3', vol: '300' });
    // Now the 10th minute's too: the open is 120, which also bounds the range from above.
    expect(ticker.snapshot(T0 + DAY + 11 * MINUTE)).toMatchObject({ open: '120', high: '120', low: '90', amount: '2', vol: '180', zdf: '-25.00' });
  });

  it('keeps the last price through a quiet day: close = open, nothing traded', () => {
    const ticker = new RollingTicker();
    ticker.addTrade(T0, '100', '1');
    ticker.addTrade(T0 + HOUR, '101', '1');
    expect(ticker.snapshot(T0 + 3 * DAY)).toEqual({ open: '101', high: '101', low: '101', close: '101', amount: '0', vol: '0', zdf: '0.00' });
    ticker.addTrade(T0 + 3 * DAY + 1, '99', '1');
    expect(ticker.snapshot(T0 + 3 * DAY + 2)).toEqual({ open: '101', high: '101', low: '99', close: '99', amount: '1', vol: '99', zdf: '-1.98' });
  });

  it('recomputes the high and low once the bucket holding them expires', () => {
    const ticker = new RollingTicker();
    ticker.addTrade(T0, '500', '1');
    ticker.addTrade(T0 + HOUR, '200', '1');
    ticker.addTrade(T0 + 2 * HOUR, '300', '1');
    expect(ticker.snapshot(T0 + 3 * HOUR)).toMatchObject({ high: '500', low: '200' });
    expect(ticker.snapshot(T0 + DAY + HOUR + MINUTE)).toMatchObject({ open: '200', high: '300', low: '200' });
    expect(ticker.snapshot(T0 + DAY + 2 * HOUR + MINUTE)).toMatchObject({ open: '300', high: '300', low: '300', amount: '0' });
  });

  it('counts a late trade older than the window only as the price before it', () => {
    const ticker = new RollingTicker();
    ticker.addTrade(T0 + 2 * DAY, '100', '1');
    ticker.addTrade(T0, '50', '7');
    expect(ticker.snapshot(T0 + 2 * DAY)).toMatchObject({ open: '50', low: '50', close: '100', amount: '1' });
  });

  it('takes the open and close of a minute by trade time, not arrival order', () => {
    const ticker = new RollingTicker();
    ticker.addTrade(T0 + 2000, '11', '1');
    ticker.addTrade(T0 + 1000, '10', '1');
    expect(ticker.snapshot(T0 + 3000)).toMatchObject({ open: '10', close: '11', zdf: '10.00' });
  });

  it('replays a stored minute as its open, high, low and close, the volume on the close', () => {
    const ticker = new RollingTicker();
    ticker.replayMinute({ time: T0, open: '100.00', high: '120.00', low: '90.00', close: '110.00', amount: '3' }, T0 + HOUR);
    expect(ticker.snapshot(T0 + HOUR)).toMatchObject({ open: '100.00', high: '120.00', low: '90.00', close: '110.00', amount: '3', vol: '330' });
  });

  it('lets a live trade after a replay of the minute still running be the last price', () => {
    const ticker = new RollingTicker();
    const now = T0 + 20_000; // 20 s into the minute the bar stands for
    ticker.replayMinute({ time: T0, open: '100.00', high: '100.00', low: '100.00', close: '100.00', amount: '1' }, now);
    ticker.addTrade(now + 1, '101.00', '1');
    expect(ticker.snapshot(now + 1).close).toBe('101.00');
  });

  it('keeps a replayed close after its bar\'s open even when the bar is newer than now (the clock stepped back)', () => {
    const ticker = new RollingTicker();
    ticker.replayMinute({ time: T0 + MINUTE, open: '100.00', high: '110.00', low: '90.00', close: '105.00', amount: '1' }, T0);
    expect(ticker.snapshot(T0 + MINUTE).close).toBe('105.00');
  });

  it('supports other windows, with 1440 buckets across them', () => {
    const ticker = new RollingTicker(1440 * 1000);
    ticker.addTrade(T0, '1', '1');
    ticker.addTrade(T0 + 1000, '2', '1');
    expect(ticker.snapshot(T0 + 1439 * 1000).amount).toBe('2');
    expect(ticker.snapshot(T0 + 1440 * 1000)).toMatchObject({ open: '1', amount: '1' });
  });

  it('keeps exact sums after many trades come and go', () => {
    const ticker = new RollingTicker();
    for (let i = 0; i < 5000; i += 1) ticker.addTrade(T0 + i * 30_000, '0.1', '0.3');
    // 2880 trades per day at 30 s; every sum is exact, so 0.1 × 0.3 adds up to the digit.
    const snap = ticker.snapshot(T0 + 4999 * 30_000);
    expect(snap.amount).toBe(new Big('0.3').times(2880).toFixed());
    expect(snap.vol).toBe(new Big('0.03').times(2880).toFixed());
  });

  it('agrees with a brute-force window over random trades (minute resolution)', () => {
    const trade = fc.record({
      minute: fc.integer({ min: 0, max: 4 * 1440 }),
      price: fc.integer({ min: 1, max: 100_000 }).map((n) => new Big(n).div(100).toFixed(2)),
      amount: fc.integer({ min: 1, max: 1000 }).map(String),
    });
    fc.assert(
      fc.property(fc.array(trade, { maxLength: 60 }), fc.integer({ min: 0, max: 5 * 1440 }), (raw, nowMinute) => {
        const trades = [...raw].sort((a, b) => a.minute - b.minute);
        const lastMinute = trades.at(-1)?.minute ?? 0;
        const now = T0 + Math.max(nowMinute, lastMinute) * MINUTE;
        const ticker = new RollingTicker();
        for (const t of trades) ticker.addTrade(T0 + t.minute * MINUTE, t.price, t.amount);
        const snap = ticker.snapshot(now);
        const nowBucket = (now - T0) / MINUTE;
        const inside = trades.filter((t) => t.minute > nowBucket - 1440);
        const before = trades.filter((t) => t.minute <= nowBucket - 1440).at(-1);
        const sum = (xs: Big[]) => xs.reduce((a, b) => a.plus(b), new Big(0)).toFixed();
        expect(snap.amount).toBe(sum(inside.map((t) => new Big(t.amount))));
        expect(snap.vol).toBe(sum(inside.map((t) => new Big(t.price).times(t.amount))));
        if (trades.length === 0) return;
        const open = before?.price ?? inside[0]!.price;
        const range = [open, ...inside.map((t) => t.price)].map((p) => new Big(p));
        expect(snap.open).toBe(open);
        expect(snap.close).toBe(trades.at(-1)!.price);
        expect(new Big(snap.high).eq(range.reduce((a, b) => (b.gt(a) ? b : a)))).toBe(true);
        expect(new Big(snap.low).eq(range.reduce((a, b) => (b.lt(a) ? b : a)))).toBe(true);
      }),
    );
  });
});
