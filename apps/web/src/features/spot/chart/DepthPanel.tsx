// The depth tab: the chart object made once per pair, fed by the depth store outside React.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairRules } from '../../../api/marketMap.ts';
import { depthStore } from '../../../realtime/marketStore.ts';
import { useFeedStatus } from '../book/useBookStatus.ts';
import { DepthChart } from './depthChart.ts';
import { useChartColors } from './useChartColors.ts';
import styles from './Chart.module.css';

export function DepthPanel({ rules }: { rules: PairRules }) {
  const { t } = useTranslation();
  const colors = useChartColors();
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<DepthChart | null>(null);
  const store = depthStore(rules.kind, rules.pair);
  const status = useFeedStatus(store);

  useEffect(() => {
    if (!container.current) return undefined;
    const made = new DepthChart(container.current, colors, rules.priceScale);
    chart.current = made;
    const draw = () => {
      const depth = store.getSnapshot().data;
      if (depth) made.update(depth);
    };
    draw();
    const stop = store.subscribe(draw);
    const release = store.acquire();
    return () => {
      stop();
      release();
      made.destroy();
      chart.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- colours are applied by the effect below, without a new chart
  }, [store, rules.priceScale]);

  useEffect(() => chart.current?.setColors(colors), [colors]);

  return (
    <div className={styles.panel}>
      <div className={styles.canvas}>
        <div ref={container} className={styles.chart} role="img" aria-label={t('spot.chart.depth_label', { pair: rules.pair })} />
        {status !== 'ready' && (
          <div className={styles.overlay} role="status">
            {t(status === 'error' ? 'spot.chart.error' : 'common.loading')}
          </div>
        )}
      </div>
    </div>
  );
}
