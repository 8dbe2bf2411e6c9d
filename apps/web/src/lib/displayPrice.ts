// Prices and USD(T) values as shown (DESIGN §5: big.js and the contract's formatters, never floats).
// A USDT value in the display currency is value × rate, USDT counted as USD (notes wire-market.md).
import Big from 'big.js';
import { INVALID_NUMBER } from '@exchange/contract/format-decimal';
import { formatAmount, shortenNumber } from '@exchange/contract/format-number';

/** Quote coins whose values convert to the display currency. */
const USD_QUOTES: readonly string[] = ['USDT', 'USD'];

export const isUsdQuoted = (quote: string): boolean => USD_QUOTES.includes(quote.toUpperCase());

const toBig = (value: string): Big | null => {
  try {
    return new Big(value);
  } catch {
    return null;
  }
};

const MAX_AUTO_SCALE = 8;

/** Decimals for a value without a declared scale: cents from 1 up, four significant digits below. */
export const autoScale = (value: Big): number => {
  const size = value.abs();
  if (size.eq(0) || size.gte(1)) return 2;
  return Math.min(MAX_AUTO_SCALE, -size.e + 3);
};

/** A price in its quote coin: at the pair's scale when known, else at the digits it came with. */
export const formatPrice = (value: string, scale?: number): string => {
  const amount = toBig(value);
  if (!amount) return INVALID_NUMBER;
  if (scale !== undefined) return formatAmount(value, scale);
  const digits = value.split('.')[1]?.length ?? 0;
  return formatAmount(value, digits > 0 && amount.abs().lt(1) ? digits : Math.max(digits, autoScale(amount)));
};

export interface DisplayCurrency {
  /** Units of the currency per USDT. */
  rate: string;
  /** Its symbol ($, €, ¥ …). */
  quote_currency: string;
}

export interface CurrencyFormat {
  /** Fixed decimals; by default chosen from the size of the converted value. */
  scale?: number;
  /** M, B, T shortening (turnover, totals). */
  short?: boolean;
}

/** `valueUsdt` in the display currency with its symbol, e.g. "$1234.50", "-€3.10", "¥12.35M". */
export const formatInCurrency = (valueUsdt: string, currency: DisplayCurrency, { scale, short = false }: CurrencyFormat = {}): string => {
  const value = toBig(valueUsdt);
  const rate = toBig(currency.rate);
  if (!value || !rate) return INVALID_NUMBER;
  const converted = value.times(rate);
  const text = short ? shortenNumber(converted.toFixed()) : converted.toFixed(scale ?? autoScale(converted), Big.roundHalfUp);
  const negative = text.startsWith('-');
  return `${negative ? '-' : ''}${currency.quote_currency}${negative ? text.slice(1) : text}`;
};
