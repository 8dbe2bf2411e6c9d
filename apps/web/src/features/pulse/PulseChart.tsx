// The live price chart of the chosen symbol (lightweight-charts): the last hour's minute closes,
// then the pair's trades as they come from `xh_trade_{PAIR}` (one point a second), with the entry
// prices of the member's open contracts on it. Drawn outside React's render: effects hand new
// points to the chart object.
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AreaSeries, createChart, LineStyle, type IChartApi, type IPriceLine, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import type { PulseContractRow } from '@exchange/contract/pulse';
import { getKlineHistory } from '../../api/market.ts';
import { useChartColors } from '../spot/chart/useChartColors.ts';
import { fade } from '../spot/chart/chartColors.ts';
import { useLiveTrades } from './useLivePrice.ts';
import styles from './pulse.module.css';

const HISTORY_BARS = 60;

/** Points, oldest first, one per second (the last price of each second): minute closes, then trades. */
const pointsOf = (history: ReadonlyArray<{ close: string; time: number }>, trades: ReadonlyArray<{ price: string; time: number }>) => {
  const bySecond = new Map<number, number>();
  for (const bar of history) bySecond.set(Math.floor(bar.time / 1000) + 59, Number(bar.close));
  for (const t of [...trades].reverse()) bySecond.set(Math.floor(t.time / 1000), Number(t.price));
  return [...bySecond.entries()].sort((a, b) => a[0] - b[0]).map(([time, value]) => ({ time: time as UTCTimestamp, value }));
};

export function PulseChart({ pair, open }: { pair: string; open: PulseContractRow[] }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<{ api: IChartApi; series: ISeriesApi<'Area'>; lines: IPriceLine[] } | null>(null);
  const colors = useChartColors();
  const trades = useLiveTrades(pair);
  const history = useQuery({
    queryKey: ['pulse', 'history', pair],
    // Closed minutes only: the current one's close is the live trades' to draw.
    queryFn: async () => {
      const now = Date.now();
      return (await getKlineHistory({ kind: 'xh', pair, interval: '1m', endTime: now, limit: HISTORY_BARS })).filter((bar) => bar.time + 60_000 <= now);
    },
    staleTime: 60_000,
  });

  useEffect(() => {
    if (!box.current) return;
    const api = createChart(box.current, { autoSize: true, layout: { attributionLogo: false }, timeScale: { timeVisible: true, secondsVisible: true } });
    const series = api.addSeries(AreaSeries, { lineWidth: 2 });
    chart.current = { api, series, lines: [] };
    return () => {
      chart.current = null;
      api.remove();
    };
  }, [pair]);

  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    c.api.applyOptions({ layout: { background: { color: colors.background }, textColor: colors.text }, grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } } });
    c.series.applyOptions({ lineColor: colors.accent, topColor: fade(colors.accent, 0.3), bottomColor: fade(colors.accent, 0.02) });
  }, [colors, pair]);

  useEffect(() => {
    chart.current?.series.setData(pointsOf(history.data ?? [], trades));
  }, [history.data, trades]);

  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    for (const line of c.lines) c.series.removePriceLine(line);
    c.lines = open
      .filter((row) => row.symbol === pair && row.entryPrice)
      .map((row) =>
        c.series.createPriceLine({ price: Number(row.entryPrice), color: row.direction === 'up' ? colors.up : colors.down, lineStyle: LineStyle.Dashed, lineWidth: 1, title: t(`pulse.direction.${row.direction}`) }),
      );
  }, [open, pair, colors, t]);

  return (
    <figure className={styles.chart} aria-label={t('pulse.chart.label', { pair })}>
      <div ref={box} className={styles.chartCanvas} />
      {trades.length === 0 && !history.data?.length && <figcaption className={styles.chartEmpty}>{t('pulse.chart.waiting')}</figcaption>}
    </figure>
  );
}
