// The rolling 24 h ticker of one symbol (the detail topics, market rows and the index). Trades are
// folded into 1440 buckets (one minute each for the default window) in a ring, so memory and the
// cost of a snapshot stay bounded however busy the market is. The price of that: a trade leaves
// the window at the end of its minute's 24th hour, not to the millisecond.
//
// Open is the last price before the window when one is known (the price 24 h ago, as the major
// exchanges show it), else the first trade in the window. High and low cover the trades in the
// window and that open, so an open never lies outside the day's range. Close is the last price
// ever traded, so a quiet market still shows its price. Sums are exact decimals (decimal.ts):
// running totals can be kept by adding and subtracting buckets without drift.
import Big from 'big.js';
import type { KlineBar } from '@exchange/contract';
import { ZERO, compare, decimal, formatDecimal, minus, plus, times, type Decimal } from './decimal.ts';

const BUCKETS = 1440;

export interface TickerSnapshot {
  open: string;
  high: string;
  low: string;
  close: string;
  /** Base-coin volume in the window. */
  amount: string;
  /** Quote-coin turnover in the window: Σ price × amount. */
  vol: string;
  /** Change from open to close in percent, two decimals ("-1.25"). */
  zdf: string;
}

interface Price {
  time: number;
  text: string;
}

interface Bucket {
  index: number;
  first: Price;
  last: Price;
  high: Decimal;
  highText: string;
  low: Decimal;
  lowText: string;
  amount: Decimal;
  vol: Decimal;
}

const later = (a: Price | null, time: number) => a === null || time >= a.time;

export class RollingTicker {
  private readonly bucketMs: number;
  private readonly slots: Array<Bucket | undefined> = new Array<Bucket | undefined>(BUCKETS);
  /** Newest bucket index the window has reached. */
  private newest = Number.NEGATIVE_INFINITY;
  private amount: Decimal = ZERO;
  private vol: Decimal = ZERO;
  /** The last price traded before the window (from evicted or late trades). */
  private before: Price | null = null;
  private last: Price | null = null;
  /** Extremes of the buckets in the window; null until recomputed after an eviction. */
  private extremes: { high: Bucket; low: Bucket } | null = null;

  constructor(windowMs = 86_400_000) {
    this.bucketMs = windowMs / BUCKETS;
  }

  addTrade(time: number, price: string, amount: string): void {
    const index = Math.floor(time / this.bucketMs);
    this.advance(index);
    if (later(this.last, time)) this.last = { time, text: price };
    if (index <= this.newest - BUCKETS) {
      // Older than the window (a late report): it can only tell what the price was before.
      if (later(this.before, time)) this.before = { time, text: price };
      return;
    }
    const value = decimal(price);
    const size = decimal(amount);
    const turnover = times(value, size);
    this.amount = plus(this.amount, size);
    this.vol = plus(this.vol, turnover);
    const slot = this.slot(index);
    let bucket = this.slots[slot];
    if (!bucket) {
      const trade = { time, text: price };
      bucket = { index, first: trade, last: trade, high: value, highText: price, low: value, lowText: price, amount: size, vol: turnover };
      this.slots[slot] = bucket;
    } else {
      if (time < bucket.first.time) bucket.first = { time, text: price };
      if (time >= bucket.last.time) bucket.last = { time, text: price };
      if (compare(value, bucket.high) > 0) [bucket.high, bucket.highText] = [value, price];
      if (compare(value, bucket.low) < 0) [bucket.low, bucket.lowText] = [value, price];
      bucket.amount = plus(bucket.amount, size);
      bucket.vol = plus(bucket.vol, turnover);
    }
    if (this.extremes) {
      if (compare(bucket.high, this.extremes.high.high) > 0) this.extremes.high = bucket;
      if (compare(bucket.low, this.extremes.low.low) < 0) this.extremes.low = bucket;
    }
  }

  /**
   * A stored (or back-filled) 1-minute bar as trades: its open, high and low at the bar's start, and
   * its close with its volume at the bar's end, so the day's extremes survive. The bar of the
   * minute still running ends in the future: its close is put at `now` instead, or it would stay
   * "the last price" over every live trade until the minute is over (seen on the exchange page
   * after a start: the header kept the back-filled close while the pair traded elsewhere).
   */
  replayMinute(bar: Pick<KlineBar, 'time' | 'open' | 'high' | 'low' | 'close' | 'amount'>, now: number): void {
    for (const price of [bar.open, bar.high, bar.low]) this.addTrade(bar.time, price, '0');
    // Never before the bar's own start either (a stored bar newer than now: the clock stepped back).
    this.addTrade(Math.max(bar.time, Math.min(bar.time + 59_999, now)), bar.close, bar.amount);
  }

  /** The window ending at `now`. Time only moves forward: an earlier `now` reads the latest window. */
  snapshot(now: number): TickerSnapshot {
    this.advance(Math.floor(now / this.bucketMs));
    const buckets = this.buckets();
    const close = this.last?.text;
    if (close === undefined) return { open: '0', high: '0', low: '0', close: '0', amount: '0', vol: '0', zdf: '0.00' };
    const open = this.before?.text ?? buckets.reduce((a, b) => (b.index < a.index ? b : a)).first.text;
    const openValue = decimal(open);
    let [high, low] = [open, open];
    if (buckets.length > 0) {
      this.extremes ??= {
        high: buckets.reduce((a, b) => (compare(b.high, a.high) > 0 ? b : a)),
        low: buckets.reduce((a, b) => (compare(b.low, a.low) < 0 ? b : a)),
      };
      const { high: top, low: bottom } = this.extremes;
      if (compare(top.high, openValue) > 0) high = top.highText;
      if (compare(bottom.low, openValue) < 0) low = bottom.lowText;
    }
    return { open, high, low, close, amount: formatDecimal(this.amount), vol: formatDecimal(this.vol), zdf: change(open, close) };
  }

  private slot(index: number): number {
    return ((index % BUCKETS) + BUCKETS) % BUCKETS;
  }

  /** Moves the window's end to bucket `index`, evicting every bucket that falls out of it. */
  private advance(index: number): void {
    if (index <= this.newest) return;
    const cutoff = index - BUCKETS;
    const leaving: Bucket[] = [];
    if (index - this.newest >= BUCKETS) leaving.push(...this.buckets());
    else
      for (let i = this.newest - BUCKETS + 1; i <= cutoff; i += 1) {
        const bucket = this.slots[this.slot(i)];
        if (bucket?.index === i) leaving.push(bucket);
      }
    this.newest = index;
    // Oldest first, so the last evicted bucket leaves the latest price before the window.
    for (const bucket of leaving.sort((a, b) => a.index - b.index)) {
      this.slots[this.slot(bucket.index)] = undefined;
      this.amount = minus(this.amount, bucket.amount);
      this.vol = minus(this.vol, bucket.vol);
      if (later(this.before, bucket.last.time)) this.before = bucket.last;
      if (this.extremes?.high === bucket || this.extremes?.low === bucket) this.extremes = null;
    }
  }

  private buckets(): Bucket[] {
    return this.slots.filter((b): b is Bucket => b !== undefined);
  }
}

/** (close − open) / open × 100, rounded half up to two decimals; "0.00" when there is no open. */
const change = (open: string, close: string): string => {
  const base = new Big(open);
  if (base.eq(0)) return '0.00';
  const text = new Big(close).minus(base).times(100).div(base).toFixed(2, Big.roundHalfUp);
  return text === '-0.00' ? '0.00' : text;
};
