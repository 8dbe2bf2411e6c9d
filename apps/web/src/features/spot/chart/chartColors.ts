// The charts' colours, read from the theme's CSS custom properties (styles/tokens.css) so the canvas
// follows day and night like the rest of the page. Read again after every theme change.
export interface ChartColors {
  background: string;
  text: string;
  grid: string;
  border: string;
  up: string;
  down: string;
  accent: string;
  /** EMA 5, 10, 30, 60. */
  averages: readonly [string, string, string, string];
}

const AVERAGES = ['#f0b90b', '#c86ff0', '#26a5e4', '#ff8a3d'] as const;

export const readChartColors = (root: Element = document.documentElement): ChartColors => {
  const style = getComputedStyle(root);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    background: token('--bg', '#ffffff'),
    text: token('--text-muted', '#5e6673'),
    grid: token('--bg-soft', '#f5f6f8'),
    border: token('--border', '#dfe2e6'),
    up: token('--up', '#0ecb81'),
    down: token('--down', '#f6465d'),
    accent: token('--accent', '#1a5fd6'),
    averages: AVERAGES,
  };
};

/** A #rrggbb colour with some transparency, for areas and volume bars (the chart library parses rgba, not color-mix). */
export const fade = (color: string, alpha: number): string => {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!hex) return color;
  const [r, g, b] = hex.slice(1).map((part) => parseInt(part, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
};
