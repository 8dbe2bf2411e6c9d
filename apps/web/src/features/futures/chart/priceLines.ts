// The price lines a contract's chart carries (issue 22 part 8): the mark price, and for the member's
// position on the contract its entry and liquidation prices, as the server sends them. Plain data for
// KlineChart.setPriceLines; a figure the server leaves empty ("--") draws no line.
import type { ChartPriceLine } from '../../spot/chart/klineChart.ts';

export interface LineColors {
  mark: string;
  entry: string;
  liquidation: string;
}

export interface LineTitles {
  mark: string;
  entry: string;
  liquidation: string;
}

const drawable = (price: string): number | null => {
  const n = Number(price);
  return price.trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
};

export interface PositionPrices {
  entry: string;
  liquidation: string;
}

export const contractPriceLines = (mark: string, position: PositionPrices | null, colors: LineColors, titles: LineTitles): ChartPriceLine[] => {
  const lines: ChartPriceLine[] = [];
  const add = (id: keyof LineColors, price: string, dashed: boolean) => {
    const at = drawable(price);
    if (at !== null) lines.push({ id, price: at, color: colors[id], title: titles[id], dashed });
  };
  add('mark', mark, true);
  if (position) {
    add('entry', position.entry, false);
    add('liquidation', position.liquidation, true);
  }
  return lines;
};
