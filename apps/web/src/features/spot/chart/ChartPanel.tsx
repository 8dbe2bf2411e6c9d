// The chart area: k-line and depth as two tabs (only the open one is mounted and fed).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairRules } from '../../../api/marketMap.ts';
import { Tabs } from '../../../ui/Tabs.tsx';
import { DepthPanel } from './DepthPanel.tsx';
import { KlinePanel } from './KlinePanel.tsx';
import type { KlineChart } from './klineChart.ts';

type ChartTab = 'kline' | 'depth';

export interface ChartPanelProps {
  rules: PairRules;
  /** Price lines over the k-line (KlinePanel's overlay). */
  overlay?: (chart: KlineChart) => ReactNode;
}

export function ChartPanel({ rules, overlay }: ChartPanelProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ChartTab>('kline');
  return (
    <Tabs
      label={t('spot.chart.tabs')}
      value={tab}
      onValueChange={setTab}
      items={[
        { value: 'kline', label: t('spot.chart.kline'), content: <KlinePanel rules={rules} overlay={overlay} /> },
        { value: 'depth', label: t('spot.chart.depth'), content: <DepthPanel rules={rules} /> },
      ]}
    />
  );
}
