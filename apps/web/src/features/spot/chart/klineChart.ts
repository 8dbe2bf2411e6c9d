// The k-line chart outside React (DESIGN §7): candles (or a line of closes), volume on its own scale
// below, and the EMA lines, kept by one object that takes whole histories, older pages and live
// bars. Averages are kept in big.js and extended one step per live bar, not recomputed.
import {
  CandlestickSeries,
  CrosshairMode,
  HistogramSeries,
  LineSeries,
  createChart,
  LineStyle,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type LogicalRange,
} from 'lightweight-charts';
import type Big from 'big.js';
import type { Candle } from '../../../api/market.ts';
import { applyLive, joinOlder, liveChange } from './candles.ts';
import { fade, type ChartColors } from './chartColors.ts';
import { EMA_PERIODS, emaOf, nextEma, parseCloses, type EmaPeriod } from './ema.ts';
import { averagePoints, candlePoint, closePoint, volumePoint } from './klinePoints.ts';

/** Bars from the left edge at which older history is asked for. */
const LEFT_EDGE_BARS = 5;

export interface KlineChartOptions {
  colors: ChartColors;
  priceScale: number;
}

/** A horizontal line across the chart at a price (a contract's mark, entry and liquidation prices). */
export interface ChartPriceLine {
  id: string;
  /** Where to draw it; a drawing position only, never arithmetic. */
  price: number;
  color: string;
  title: string;
  dashed?: boolean;
}

export class KlineChart {
  private readonly chart: IChartApi;
  private readonly candles: ISeriesApi<'Candlestick'>;
  private readonly line: ISeriesApi<'Line'>;
  private readonly volume: ISeriesApi<'Histogram'>;
  private readonly averages = new Map<EmaPeriod, ISeriesApi<'Line'>>();
  private bars: readonly Candle[] = [];
  private closes: Big[] = [];
  private emas = new Map<EmaPeriod, Array<Big | undefined>>();
  private colors: ChartColors;
  /** Price lines by id, on both price series (only the visible one draws them). */
  private readonly priceLines = new Map<string, IPriceLine[]>();
  /** Called when the visible range comes near the oldest bar. */
  private onLeftEdge: (() => void) | null = null;

  constructor(container: HTMLElement, options: KlineChartOptions) {
    this.colors = options.colors;
    this.chart = createChart(container, {
      autoSize: true,
      crosshair: { mode: CrosshairMode.Normal },
      timeScale: { timeVisible: true, secondsVisible: false },
      layout: { attributionLogo: false },
    });
    const priceFormat = { type: 'price' as const, precision: options.priceScale, minMove: 10 ** -options.priceScale };
    this.candles = this.chart.addSeries(CandlestickSeries, { priceFormat });
    this.line = this.chart.addSeries(LineSeries, { priceFormat, lineWidth: 2, visible: false });
    this.volume = this.chart.addSeries(HistogramSeries, { priceScaleId: 'volume', priceFormat: { type: 'volume' }, lastValueVisible: false, priceLineVisible: false });
    this.chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    this.candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.25 } });
    EMA_PERIODS.forEach((period) => {
      this.averages.set(period, this.chart.addSeries(LineSeries, { lineWidth: 1, priceLineVisible: false, lastValueVisible: false, crosshairMarkerVisible: false, visible: false }));
    });
    this.chart.timeScale().subscribeVisibleLogicalRangeChange(this.onRange);
    this.setColors(options.colors);
  }

  setColors(colors: ChartColors): void {
    this.colors = colors;
    this.chart.applyOptions({
      layout: { background: { color: colors.background }, textColor: colors.text },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      rightPriceScale: { borderColor: colors.border },
      timeScale: { borderColor: colors.border },
    });
    this.candles.applyOptions({ upColor: colors.up, downColor: colors.down, wickUpColor: colors.up, wickDownColor: colors.down, borderVisible: false });
    this.line.applyOptions({ color: colors.accent });
    EMA_PERIODS.forEach((period, i) => this.averages.get(period)?.applyOptions({ color: colors.averages[i] }));
    this.volume.setData(this.bars.map((bar) => volumePoint(bar, this.volumeColors())));
  }

  /** Time mode: a line of closes instead of candles. */
  setLineMode(on: boolean): void {
    this.candles.applyOptions({ visible: !on });
    this.line.applyOptions({ visible: on });
  }

  setAverages(shown: ReadonlySet<EmaPeriod>): void {
    for (const [period, series] of this.averages) series.applyOptions({ visible: shown.has(period) });
  }

  /** A new history (another pair or interval): shown from the newest bar. */
  reset(bars: readonly Candle[]): void {
    this.bars = bars;
    this.redraw();
    this.chart.timeScale().scrollToRealTime();
  }

  /** An older page in front of what is shown; the view stays on the bars the user was looking at. */
  prepend(older: readonly Candle[]): void {
    const joined = joinOlder(older, this.bars);
    const added = joined.length - this.bars.length;
    if (added === 0) return;
    const range = this.chart.timeScale().getVisibleLogicalRange();
    this.bars = joined;
    this.redraw();
    if (range) this.chart.timeScale().setVisibleLogicalRange({ from: range.from + added, to: range.to + added });
  }

  live(bar: Candle): void {
    const change = liveChange(this.bars, bar);
    if (change === 'stale') return;
    this.bars = applyLive(this.bars, bar);
    const close = parseCloses([bar.close])[0]!;
    if (change === 'update') this.closes[this.closes.length - 1] = close;
    else this.closes.push(close);
    const last = this.bars.length - 1;
    this.candles.update(candlePoint(bar));
    this.line.update(closePoint(bar));
    this.volume.update(volumePoint(bar, this.volumeColors()));
    for (const period of EMA_PERIODS) {
      const values = this.emas.get(period)!;
      values.length = last;
      const previous = values[last - 1];
      values.push(previous ? nextEma(previous, close, period) : emaOf(this.closes, period)[last]);
      const value = values[last];
      if (value) this.averages.get(period)!.update({ time: candlePoint(bar).time, value: value.toNumber() });
    }
  }

  /** Shows exactly these price lines: new ones are drawn, moved ones moved, missing ones removed. */
  setPriceLines(lines: readonly ChartPriceLine[]): void {
    const wanted = new Set(lines.map((line) => line.id));
    for (const [id, drawn] of this.priceLines) {
      if (wanted.has(id)) continue;
      this.candles.removePriceLine(drawn[0]!);
      this.line.removePriceLine(drawn[1]!);
      this.priceLines.delete(id);
    }
    for (const line of lines) {
      const options = {
        price: line.price,
        color: line.color,
        title: line.title,
        lineWidth: 1 as const,
        lineStyle: line.dashed ? LineStyle.Dashed : LineStyle.Solid,
        axisLabelVisible: true,
      };
      const drawn = this.priceLines.get(line.id);
      if (drawn) drawn.forEach((priceLine) => priceLine.applyOptions(options));
      else this.priceLines.set(line.id, [this.candles.createPriceLine(options), this.line.createPriceLine(options)]);
    }
  }

  setLeftEdgeHandler(handler: (() => void) | null): void {
    this.onLeftEdge = handler;
  }

  get oldestTime(): number | undefined {
    return this.bars[0]?.time;
  }

  destroy(): void {
    this.chart.timeScale().unsubscribeVisibleLogicalRangeChange(this.onRange);
    this.chart.remove();
  }

  private redraw(): void {
    this.closes = parseCloses(this.bars.map((bar) => bar.close));
    this.candles.setData(this.bars.map(candlePoint));
    this.line.setData(this.bars.map(closePoint));
    this.volume.setData(this.bars.map((bar) => volumePoint(bar, this.volumeColors())));
    for (const period of EMA_PERIODS) {
      const values = emaOf(this.closes, period);
      this.emas.set(period, values);
      this.averages.get(period)!.setData(averagePoints(this.bars, values));
    }
  }

  private volumeColors() {
    return { up: fade(this.colors.up, 0.45), down: fade(this.colors.down, 0.45) };
  }

  private readonly onRange = (range: LogicalRange | null): void => {
    if (range && this.bars.length > 0 && range.from < LEFT_EDGE_BARS) this.onLeftEdge?.();
  };
}
