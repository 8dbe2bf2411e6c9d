// The charts' colours for the current theme; a theme change gives new colours once the page's
// custom properties have switched (applyTheme sets them before the store notifies).
import { useMemo } from 'react';
import { usePreferences } from '../../../session/preferences.ts';
import { readChartColors, type ChartColors } from './chartColors.ts';

export const useChartColors = (): ChartColors => {
  const theme = usePreferences((state) => state.theme);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the theme is why the tokens changed
  return useMemo(() => readChartColors(), [theme]);
};
