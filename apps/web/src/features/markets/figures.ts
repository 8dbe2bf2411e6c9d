// How a market's figures read on screen: the direction of its change, and its turnover in the
// display currency when the quote is USD(T), otherwise in the quote coin.
import Big from 'big.js';
import { percent, shortenNumber } from '@exchange/contract/format-number';
import type { Ticker } from '../../api/marketMap.ts';
import { isUsdQuoted } from '../../lib/displayPrice.ts';
import type { CurrencyFormat } from '../../lib/displayPrice.ts';

export type Direction = 'up' | 'down' | 'flat';

export const directionOf = (change: string): Direction => {
  try {
    const value = new Big(change);
    return value.gt(0) ? 'up' : value.lt(0) ? 'down' : 'flat';
  } catch {
    return 'flat';
  }
};

export const formatChange = (change: string): string => percent(change);

export type InCurrency = (valueUsdt: string, format?: CurrencyFormat) => string;

export const formatTurnover = ({ turnover, quote }: Pick<Ticker, 'turnover' | 'quote'>, inCurrency: InCurrency): string => {
  if (isUsdQuoted(quote)) return inCurrency(turnover, { short: true });
  const value = shortenNumber(turnover);
  return value === '--' ? value : `${value} ${quote}`;
};
