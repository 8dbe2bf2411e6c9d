// The k-line tab: interval buttons, EMA toggles and the chart. The chart object is made once per
// pair; the interval, averages and theme are applied to it, and data reaches it through useKlineFeed.
// A screen may lay its own price lines over it (`overlay`), written to the chart outside this render.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairRules } from '../../../api/marketMap.ts';
import { Button } from '../../../ui/Button.tsx';
import { EMA_PERIODS, type EmaPeriod } from './ema.ts';
import { CHART_INTERVALS, intervalChoice, type ChartInterval } from './intervals.ts';
import { KlineChart } from './klineChart.ts';
import { useChartColors } from './useChartColors.ts';
import { useKlineFeed } from './useKlineFeed.ts';
import styles from './Chart.module.css';

const DEFAULT_AVERAGES: ReadonlySet<EmaPeriod> = new Set([5, 10, 30]);

export interface KlinePanelProps {
  rules: PairRules;
  /** Drawn over the chart once it exists: what writes price lines to it (a contract's mark, entry and liquidation). */
  overlay?: ((chart: KlineChart) => ReactNode) | undefined;
}

export function KlinePanel({ rules, overlay }: KlinePanelProps) {
  const { t } = useTranslation();
  const colors = useChartColors();
  const [interval, chooseInterval] = useState<ChartInterval>('15m');
  const [averages, setAverages] = useState(DEFAULT_AVERAGES);
  const [attempt, setAttempt] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<KlineChart | null>(null);
  const colorsRef = useRef(colors);
  colorsRef.current = colors;

  useEffect(() => {
    if (!container.current) return undefined;
    const made = new KlineChart(container.current, { colors: colorsRef.current, priceScale: rules.priceScale });
    setChart(made);
    return () => {
      made.destroy();
      setChart(null);
    };
  }, [rules.priceScale]);

  useEffect(() => chart?.setColors(colors), [chart, colors]);
  useEffect(() => chart?.setLineMode(interval === 'time'), [chart, interval]);
  useEffect(() => chart?.setAverages(averages), [chart, averages]);

  const state = useKlineFeed({ kind: rules.kind, pair: rules.pair, interval: intervalChoice(interval).wire, chart, attempt });

  const toggle = (period: EmaPeriod) =>
    setAverages((current) => {
      const next = new Set(current);
      if (!next.delete(period)) next.add(period);
      return next;
    });

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <div role="group" aria-label={t('spot.chart.interval')} className={styles.group}>
          {CHART_INTERVALS.map((choice) => (
            <button key={choice.id} type="button" className={styles.choice} aria-pressed={interval === choice.id} onClick={() => chooseInterval(choice.id)}>
              {choice.label ?? t('spot.chart.time')}
            </button>
          ))}
        </div>
        <div role="group" aria-label={t('spot.chart.averages')} className={styles.group}>
          {EMA_PERIODS.map((period, i) => (
            <button
              key={period}
              type="button"
              className={styles.choice}
              aria-pressed={averages.has(period)}
              onClick={() => toggle(period)}
            >
              <span className={styles.swatch} style={{ background: colors.averages[i] }} aria-hidden="true" />
              EMA{period}
            </button>
          ))}
        </div>
      </div>
      {chart && overlay?.(chart)}
      <div className={styles.canvas}>
        <div ref={container} className={styles.chart} role="img" aria-label={t('spot.chart.kline_label', { pair: rules.pair })} />
        {state !== 'ready' && (
          <div className={styles.overlay} role="status">
            {state === 'error' ? (
              <>
                {t('spot.chart.error')}
                <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
                  {t('common.retry')}
                </Button>
              </>
            ) : (
              t(state === 'empty' ? 'spot.chart.empty' : 'common.loading')
            )}
          </div>
        )}
      </div>
    </div>
  );
}
