// Writes the contract's price lines onto the k-line (KlinePanel's overlay): the live mark price and
// the member's position entry and liquidation prices, as the server sends them. Renders nothing.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuturesRules } from '../../../api/futures.ts';
import { useContractTicker } from '../../../realtime/contractStores.ts';
import type { KlineChart } from '../../spot/chart/klineChart.ts';
import { useChartColors } from '../../spot/chart/useChartColors.ts';
import { useContractPosition } from '../contractHooks.ts';
import { contractPriceLines } from './priceLines.ts';

export function PositionLines({ chart, rules }: { chart: KlineChart; rules: FuturesRules }) {
  const { t } = useTranslation();
  const colors = useChartColors();
  const mark = useContractTicker(rules.kind, rules.pair).data?.mark ?? '';
  const position = useContractPosition(rules.kind, rules.pair);
  const entry = position?.avg_price ?? '';
  const liquidation = position?.forcePrice ?? '';
  const held = Boolean(position);
  const markTitle = t('futures.chart.mark');
  const entryTitle = t('futures.chart.entry');
  const liquidationTitle = t('futures.chart.liquidation');

  useEffect(() => {
    chart.setPriceLines(
      contractPriceLines(mark, held ? { entry, liquidation } : null, { mark: colors.accent, entry: colors.text, liquidation: colors.down }, { mark: markTitle, entry: entryTitle, liquidation: liquidationTitle }),
    );
  }, [chart, mark, held, entry, liquidation, colors, markTitle, entryTitle, liquidationTitle]);
  return null;
}
