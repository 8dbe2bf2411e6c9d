// Asset totals of spec §9: the wallet's total in BTC (usdt value divided by the BTC price) and its
// value in the display currency. Decimal strings in, decimal strings out, big.js in between.
import Big from 'big.js';
import { WALLET_TYPE } from './constants.ts';
import { INVALID_NUMBER, fixed, isScale, toBig } from './format-decimal.ts';

const BTC_SCALE = 8;

// A constructor of its own whose division truncates at 8 places: dividing at the default precision
// and rounding afterwards could carry a quotient of 0.99999999|9… up to 1.00000000.
const BtcBig = Big();
BtcBig.DP = BTC_SCALE;
BtcBig.RM = Big.roundDown;

// null when a value is unreadable; zero when there is no usable BTC price to divide by.
const btcQuotient = (usdt: string, rate: string): Big | null => {
  const value = toBig(usdt);
  const price = toBig(rate);
  if (!value || !price) return null;
  if (price.lte(0)) return new Big(0);
  return new BtcBig(usdt).div(rate);
};

export const btcValue = (usdt: string, rate: string): string => {
  const quotient = btcQuotient(usdt, rate);
  return quotient ? fixed(quotient, BTC_SCALE, Big.roundDown) : INVALID_NUMBER;
};

// Neither the total row nor the pulse wallet counts toward the total (spec §9).
const EXCLUDED_TYPES: readonly string[] = [WALLET_TYPE.total, WALLET_TYPE.pulse];

/** Sums the per-account BTC values as shown, so the total always equals the rows it adds up. */
export const btcTotal = (accounts: Array<{ type: string; usdt: string; rate: string }>): string =>
  fixed(
    accounts
      .filter((account) => !EXCLUDED_TYPES.includes(account.type))
      .reduce((sum, account) => sum.plus(btcQuotient(account.usdt, account.rate) ?? 0), new Big(0)),
    BTC_SCALE,
    Big.roundDown,
  );

/** `rate` is the display currency's units per USDT (1 for USD). */
export const toCurrency = (usdtValue: string, rate: string, scale = 2): string => {
  const value = toBig(usdtValue);
  const perUsdt = toBig(rate);
  return value && perUsdt && isScale(scale) ? fixed(value.times(perUsdt), scale, Big.roundHalfUp) : INVALID_NUMBER;
};
