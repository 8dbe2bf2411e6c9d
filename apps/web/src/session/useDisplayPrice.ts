// The display currency (spec §1, §9: default USD, $, rate 1) applied wherever a USD(T) value is
// shown: `const inCurrency = useDisplayPrice(); inCurrency(valueUsdt)`.
import { useCallback } from 'react';
import { formatInCurrency, type CurrencyFormat } from '../lib/displayPrice.ts';
import { usePreferences } from './preferences.ts';

export const useDisplayPrice = (): ((valueUsdt: string, format?: CurrencyFormat) => string) => {
  const currency = usePreferences((state) => state.currency);
  return useCallback((valueUsdt, format) => formatInCurrency(valueUsdt, currency, format), [currency]);
};
