// The depth chart outside React: price on the horizontal axis (the library's options chart), bids
// and asks as two areas of cumulative amount, redrawn from the depth store once per frame at most.
import { AreaSeries, LineType, createOptionsChart, type IChartApiBase, type ISeriesApi } from 'lightweight-charts';
import type { DepthPayload } from '@exchange/contract/market';
import { fade, type ChartColors } from './chartColors.ts';
import { depthCurve, type DepthPoint } from './depthCurve.ts';

const points = (curve: DepthPoint[]) => curve.map(({ price, total }) => ({ time: price, value: total }));

export class DepthChart {
  private readonly chart: IChartApiBase<number>;
  private readonly bids: ISeriesApi<'Area', number>;
  private readonly asks: ISeriesApi<'Area', number>;

  constructor(container: HTMLElement, colors: ChartColors, priceScale: number) {
    this.chart = createOptionsChart(container, {
      autoSize: true,
      layout: { attributionLogo: false },
      localization: { priceFormatter: (price: number) => price.toFixed(priceScale) },
      handleScroll: false,
      handleScale: false,
    });
    const style = { lineType: LineType.WithSteps, lineWidth: 2 as const, priceLineVisible: false, lastValueVisible: false };
    this.bids = this.chart.addSeries(AreaSeries, style);
    this.asks = this.chart.addSeries(AreaSeries, style);
    // Cumulative amounts start at zero: no room below it for negative values that cannot exist.
    this.bids.priceScale().applyOptions({ scaleMargins: { top: 0.1, bottom: 0 } });
    this.setColors(colors);
  }

  setColors(colors: ChartColors): void {
    this.chart.applyOptions({
      layout: { background: { color: colors.background }, textColor: colors.text },
      grid: { vertLines: { visible: false }, horzLines: { color: colors.grid } },
      rightPriceScale: { borderColor: colors.border },
      timeScale: { borderColor: colors.border },
    });
    this.bids.applyOptions({ lineColor: colors.up, topColor: fade(colors.up, 0.4), bottomColor: fade(colors.up, 0.05) });
    this.asks.applyOptions({ lineColor: colors.down, topColor: fade(colors.down, 0.4), bottomColor: fade(colors.down, 0.05) });
  }

  update(depth: DepthPayload): void {
    this.bids.setData(points(depthCurve(depth.buyItems, 'bid')));
    this.asks.setData(points(depthCurve(depth.sellItems, 'ask')));
    this.chart.timeScale().fitContent();
  }

  destroy(): void {
    this.chart.remove();
  }
}
