import { describe, expect, it } from 'vitest';
import { DepthFeed, Throttle, type BookLevels } from './depth.ts';
import { lotsToAmount, ticksToPrice } from './scales.ts';

const BTC = { base_coin_scale: 2, coin_coin_scale: 5 };
const price = (ticks: number) => ticksToPrice(BTC, ticks);
const amount = (lots: number) => lotsToAmount(BTC, lots);

const book = (bids: Array<[number, number]>, asks: Array<[number, number]>): BookLevels<number> => ({ bids, asks });

describe('DepthFeed', () => {
  it('starts empty at seq 0, the snapshot before anything was published', () => {
    expect(new DepthFeed(50, 'BTC/USDT').current()).toEqual({ symbolName: 'BTC/USDT', seq: 0, buyItems: [], sellItems: [] });
  });

  it('converts levels to decimal strings and numbers each payload', () => {
    const feed = new DepthFeed(50, 'BTC/USDT');
    const first = feed.update(book([[6700000, 150000], [6699950, 2000]], [[6700010, 10]]), price, amount);
    expect(first).toEqual({
      symbolName: 'BTC/USDT',
      seq: 1,
      buyItems: [
        ['67000.00', '1.50000'],
        ['66999.50', '0.02000'],
      ],
      sellItems: [['67000.10', '0.00010']],
    });
    expect(feed.update(book([[6700000, 150000]], [[6700010, 10]]), price, amount)?.seq).toBe(2);
    expect(feed.current()).toMatchObject({ seq: 2, buyItems: [['67000.00', '1.50000']] });
  });

  it('emits the first state even when the book is empty', () => {
    const feed = new DepthFeed();
    expect(feed.update(book([], []), price, amount)).toEqual({ symbolName: '', seq: 1, buyItems: [], sellItems: [] });
    expect(feed.update(book([], []), price, amount)).toBeNull();
  });

  it('answers null and keeps seq when nothing in the top levels changed', () => {
    const feed = new DepthFeed(2);
    const levels = book([[30, 1], [20, 1], [10, 1]], [[40, 1]]);
    expect(feed.update(levels, price, amount)?.seq).toBe(1);
    expect(feed.update(book([[30, 1], [20, 1]], [[40, 1]]), price, amount)).toBeNull();
    // A change below the published levels is invisible to subscribers, so it is not news either.
    expect(feed.update(book([[30, 1], [20, 1], [5, 9]], [[40, 1]]), price, amount)).toBeNull();
    expect(feed.update(book([[30, 1], [20, 2]], [[40, 1]]), price, amount)?.seq).toBe(2);
    expect(feed.update(book([[30, 1], [20, 2]], []), price, amount)?.seq).toBe(3);
    expect(feed.current().seq).toBe(3);
  });

  it('is not fooled by an engine that reuses its arrays', () => {
    const feed = new DepthFeed();
    const bids: Array<[number, number]> = [[100, 1]];
    feed.update({ bids, asks: [] }, price, amount);
    bids[0]![1] = 5;
    expect(feed.update({ bids, asks: [] }, price, amount)).toMatchObject({ seq: 2, buyItems: [['1.00', '0.00005']] });
  });

  it('takes any integer type the engine uses, and a name per call', () => {
    const feed = new DepthFeed(50);
    const payload = feed.update({ bids: [[100n, 3n]], asks: [] }, (t) => ticksToPrice(BTC, t), (l) => lotsToAmount(BTC, l));
    expect(payload?.buyItems).toEqual([['1.00', '0.00003']]);
    expect(feed.current('ETH/USDT').symbolName).toBe('ETH/USDT');
  });
});

describe('Throttle', () => {
  it('lets one event through per interval', () => {
    const throttle = new Throttle(100);
    expect(throttle.shouldEmit(1000)).toBe(true);
    expect(throttle.shouldEmit(1000)).toBe(false);
    expect(throttle.shouldEmit(1099)).toBe(false);
    expect(throttle.shouldEmit(1100)).toBe(true);
    expect(throttle.shouldEmit(1150)).toBe(false);
    expect(throttle.shouldEmit(5000)).toBe(true);
  });

  it('caps a busy stream at the rate (about 10 per second at 100 ms)', () => {
    const throttle = new Throttle(100);
    let emitted = 0;
    for (let now = 0; now < 10_000; now += 7) if (throttle.shouldEmit(now)) emitted += 1;
    expect(emitted).toBeGreaterThanOrEqual(90);
    expect(emitted).toBeLessThanOrEqual(100);
  });

  it('recovers at once when the clock steps back', () => {
    const throttle = new Throttle(1000);
    expect(throttle.shouldEmit(50_000)).toBe(true);
    expect(throttle.shouldEmit(10_000)).toBe(true);
    expect(throttle.shouldEmit(10_500)).toBe(false);
    expect(throttle.shouldEmit(11_000)).toBe(true);
  });
});
