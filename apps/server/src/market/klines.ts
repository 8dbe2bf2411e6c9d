// K-line bars in UTC for every interval of the contract: built live from trades, and rolled up
// from stored 1m bars for history and back-fill. Weeks start Monday 00:00 UTC (ISO weeks, what
// charting users expect); month bars start on the 1st. Prices stay the strings they arrived as;
// sums are exact decimals (decimal.ts), so a rolled-up bar equals the bar built from the same trades.
import { compare, decimal, formatDecimal, plus, times, type Decimal } from './decimal.ts';
import { KLINE_INTERVALS, type KlineBar, type KlineInterval } from '@exchange/contract';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const WEEK = 7 * DAY;
/** Length of every interval but the month, which follows the calendar. */
const LENGTH: Record<Exclude<KlineInterval, '1M'>, number> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '1d': DAY,
  '1w': WEEK,
};
// The epoch fell on a Thursday: shifting by three days puts week boundaries on Mondays.
const MONDAY_SHIFT = 3 * DAY;

/** Open time of the bar of `interval` that contains `time` (epoch ms, UTC). */
export const bucketStart = (interval: KlineInterval, time: number): number => {
  if (interval === '1M') {
    const date = new Date(time);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
  if (interval === '1w') return Math.floor((time + MONDAY_SHIFT) / WEEK) * WEEK - MONDAY_SHIFT;
  return Math.floor(time / LENGTH[interval]) * LENGTH[interval];
};

/** Open time of the bar after the one that contains `time`. */
export const nextBucketStart = (interval: KlineInterval, time: number): number => {
  const start = bucketStart(interval, time);
  if (interval !== '1M') return start + LENGTH[interval];
  const date = new Date(start);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
};

/** A trade or a finer bar, ready to merge: the same rules serve live trades and roll-ups. */
interface Piece {
  time: number;
  open: string;
  close: string;
  high: Decimal;
  highText: string;
  low: Decimal;
  lowText: string;
  amount: Decimal;
  vol: Decimal;
}

const tradePiece = (time: number, price: string, amount: string): Piece => {
  const value = decimal(price);
  const size = decimal(amount);
  return { time, open: price, close: price, high: value, highText: price, low: value, lowText: price, amount: size, vol: times(value, size) };
};

const barPiece = (bar: KlineBar): Piece => ({
  time: bar.time,
  open: bar.open,
  close: bar.close,
  high: decimal(bar.high),
  highText: bar.high,
  low: decimal(bar.low),
  lowText: bar.low,
  amount: decimal(bar.amount),
  vol: decimal(bar.vol),
});

class BarBuilder {
  private openTime: number;
  private closeTime: number;
  private readonly merged: Piece;

  constructor(
    readonly interval: KlineInterval,
    readonly time: number,
    first: Piece,
  ) {
    this.merged = { ...first };
    this.openTime = first.time;
    this.closeTime = first.time;
  }

  add(piece: Piece): void {
    const m = this.merged;
    if (piece.time < this.openTime) [this.openTime, m.open] = [piece.time, piece.open];
    if (piece.time >= this.closeTime) [this.closeTime, m.close] = [piece.time, piece.close];
    if (compare(piece.high, m.high) > 0) [m.high, m.highText] = [piece.high, piece.highText];
    if (compare(piece.low, m.low) < 0) [m.low, m.lowText] = [piece.low, piece.lowText];
    m.amount = plus(m.amount, piece.amount);
    m.vol = plus(m.vol, piece.vol);
  }

  toBar(): KlineBar {
    const m = this.merged;
    return { interval: this.interval, time: this.time, open: m.open, high: m.highText, low: m.lowText, close: m.close, amount: formatDecimal(m.amount), vol: formatDecimal(m.vol) };
  }
}

/** The current bar of each interval of one symbol, fed trade by trade. */
export class KlineAggregator {
  private readonly building = new Map<KlineInterval, BarBuilder>();
  private lastTime = Number.NEGATIVE_INFINITY;

  constructor(private readonly intervals: readonly KlineInterval[] = KLINE_INTERVALS) {}

  /**
   * Adds a trade; answers only the bars it closed, in their final state (an interval whose next bar
   * it opened). The live channel publishes current bars on a timer (market/hub.ts) and these at
   * once, so no bar's last state is missed and a busy market costs no work per trade beyond this.
   */
  add(time: number, price: string, amount: string): KlineBar[] {
    // A clock that steps back must not reopen a bar already published as closed: such a trade
    // joins the current bars instead, so no volume is lost.
    const at = Math.max(time, this.lastTime);
    this.lastTime = at;
    const piece = tradePiece(at, price, amount);
    const closed: KlineBar[] = [];
    for (const interval of this.intervals) {
      const start = bucketStart(interval, at);
      const current = this.building.get(interval);
      if (current?.time === start) {
        current.add(piece);
        continue;
      }
      if (current) closed.push(current.toBar());
      this.building.set(interval, new BarBuilder(interval, start, piece));
    }
    return closed;
  }

  /** The current bar of every interval that has one. */
  currentBars(): KlineBar[] {
    return this.intervals.flatMap((interval) => this.building.get(interval)?.toBar() ?? []);
  }

  current(interval: KlineInterval): KlineBar | undefined {
    return this.building.get(interval)?.toBar();
  }

  /** Continues a bar loaded from storage (after a restart), so the next trade extends it. */
  restore(bar: KlineBar): void {
    if (!this.intervals.includes(bar.interval)) return;
    this.building.set(bar.interval, new BarBuilder(bar.interval, bucketStart(bar.interval, bar.time), barPiece(bar)));
    this.lastTime = Math.max(this.lastTime, bar.time);
  }
}

/** Merges finer bars (1m, as stored) into bars of `interval`, oldest first; empty periods stay empty. */
export const rollUp = (bars: readonly KlineBar[], interval: KlineInterval): KlineBar[] => {
  const groups = new Map<number, BarBuilder>();
  for (const bar of bars) {
    const start = bucketStart(interval, bar.time);
    const piece = barPiece(bar);
    const group = groups.get(start);
    if (group) group.add(piece);
    else groups.set(start, new BarBuilder(interval, start, piece));
  }
  return [...groups.values()].sort((a, b) => a.time - b.time).map((group) => group.toBar());
};
