// How the introduce pages read a pair's rules: fee fractions as percentages, leverage caps,
// decimals as the smallest step, settlement coins, and one card per base coin. big.js throughout.
import Big from 'big.js';
import { INVALID_NUMBER } from '@exchange/contract/format-decimal';
import type { PairRules, Ticker } from '../../api/marketMap.ts';

const big = (value: string): Big | null => {
  try {
    return value === '' ? null : new Big(value);
  } catch {
    return null;
  }
};

/** "0.001" → "0.1%", "0.0002" → "0.02%". */
export const feePercent = (fraction: string): string => {
  const value = big(fraction);
  return value ? `${value.times(100).toFixed()}%` : INVALID_NUMBER;
};

/** "100" → "100×"; none ("0" or missing) → "--". */
export const leverageCap = (cap: string): string => {
  const value = big(cap);
  return value && value.gt(0) ? `${value.toFixed()}×` : INVALID_NUMBER;
};

/** The smallest step of a value kept at `scale` decimals: 2 → "0.01", 0 → "1". */
export const stepOf = (scale: number): string =>
  Number.isInteger(scale) && scale >= 0 && scale <= 20 ? new Big(1).div(new Big(10).pow(scale)).toFixed(scale) : INVALID_NUMBER;

/** USDT-margined contracts settle in the quote coin, coin-margined ones in the base coin. */
export const settlementCoin = ({ kind, base, quote }: Pick<PairRules, 'kind' | 'base' | 'quote'>): string =>
  kind === 'bbw' ? base : quote;

export interface CoinCard {
  coin: string;
  icon: string;
  /** The coin's markets, spot first, for a link to trade it. */
  markets: Ticker[];
}

/** One card per base coin, in the order the coins first appear (spot lists first). */
export const coinCards = (tickers: readonly Ticker[]): CoinCard[] => {
  const cards = new Map<string, CoinCard>();
  for (const ticker of tickers) {
    const card = cards.get(ticker.base) ?? { coin: ticker.base, icon: ticker.icon, markets: [] };
    card.icon ||= ticker.icon;
    card.markets.push(ticker);
    cards.set(ticker.base, card);
  }
  return [...cards.values()];
};
