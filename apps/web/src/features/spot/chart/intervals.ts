// The chart's interval buttons: "Time" is a line of 1-minute closes, the rest candles of the
// interval the server aggregates (KLINE_INTERVALS of the contract).
import type { KlineInterval } from '@exchange/contract/market';

export type ChartInterval = 'time' | KlineInterval;

export interface IntervalChoice {
  id: ChartInterval;
  /** What the history call and the live topic carry. */
  wire: KlineInterval;
  /** Shown as is in every language, as exchanges do; "time" is translated. */
  label: string | null;
}

export const CHART_INTERVALS: readonly IntervalChoice[] = [
  { id: 'time', wire: '1m', label: null },
  { id: '1m', wire: '1m', label: '1m' },
  { id: '5m', wire: '5m', label: '5m' },
  { id: '15m', wire: '15m', label: '15m' },
  { id: '30m', wire: '30m', label: '30m' },
  { id: '1h', wire: '1h', label: '1H' },
  { id: '1d', wire: '1d', label: '1D' },
  { id: '1w', wire: '1w', label: '1W' },
  { id: '1M', wire: '1M', label: '1M' },
];

export const intervalChoice = (id: ChartInterval): IntervalChoice => CHART_INTERVALS.find((choice) => choice.id === id) ?? CHART_INTERVALS[1]!;

/** Bars asked for per history page (the server's default). */
export const HISTORY_PAGE = 300;
