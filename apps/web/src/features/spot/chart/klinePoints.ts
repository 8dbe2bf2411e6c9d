// Bars as the chart library's points. This is where decimal strings become float coordinates
// (display only, DESIGN §5); open times become UTC seconds.
import type { CandlestickData, HistogramData, LineData, UTCTimestamp } from 'lightweight-charts';
import type Big from 'big.js';
import type { Candle } from '../../../api/market.ts';

export const chartTime = (ms: number): UTCTimestamp => Math.floor(ms / 1000) as UTCTimestamp;

export const candlePoint = (bar: Candle): CandlestickData<UTCTimestamp> => ({
  time: chartTime(bar.time),
  open: Number(bar.open),
  high: Number(bar.high),
  low: Number(bar.low),
  close: Number(bar.close),
});

export const closePoint = (bar: Candle): LineData<UTCTimestamp> => ({ time: chartTime(bar.time), value: Number(bar.close) });

export const volumePoint = (bar: Candle, colors: { up: string; down: string }): HistogramData<UTCTimestamp> => ({
  time: chartTime(bar.time),
  value: Number(bar.volume),
  color: Number(bar.close) >= Number(bar.open) ? colors.up : colors.down,
});

/** An average's points; bars before it has a value are left out (the line starts later). */
export const averagePoints = (bars: readonly Candle[], values: ReadonlyArray<Big | undefined>): Array<LineData<UTCTimestamp>> =>
  bars.flatMap((bar, i) => {
    const value = values[i];
    return value ? [{ time: chartTime(bar.time), value: value.toNumber() }] : [];
  });
