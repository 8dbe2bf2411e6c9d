// The arithmetic of an order form (DESIGN §5: big.js, never floating point): the total kept equal to
// price × amount, the amount a total buys, what a percentage of the balance comes to, and the fee.
// Inputs are what the user typed, so anything unreadable yields "" (an empty field) and never throws.
import Big from 'big.js';
import type { Direction } from '@exchange/contract/spot';

const DECIMAL_TYPED = /^(\d+\.?\d*|\.\d+)$/;

/** The Big of a typed decimal ("1.", ".5" count while typing), or null. */
export const readTyped = (text: string): Big | null => (DECIMAL_TYPED.test(text.trim()) ? new Big(text.trim()) : null);

/** Keeps digits and one point, at most `scale` decimals: what a decimal field accepts as typed. */
export const cleanDecimal = (text: string, scale: number): string => {
  const digits = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const point = digits.indexOf('.');
  if (point < 0) return digits;
  const whole = digits.slice(0, point) || '0';
  const decimals = digits.slice(point + 1).replace(/\./g, '');
  return scale <= 0 ? whole : `${whole}.${decimals.slice(0, scale)}`;
};

/** Division rounded down at `scale` in one step (no rounding at Big.DP first). */
const divideDown = (dividend: Big, divisor: Big, scale: number): Big => {
  const Exact = Big();
  Exact.DP = scale;
  Exact.RM = Big.roundDown;
  return new Exact(dividend).div(new Exact(divisor));
};

/** price × amount, exact; "" unless both are readable. */
export const totalOf = (price: string, amount: string): string => {
  const p = readTyped(price);
  const a = readTyped(amount);
  return p && a ? p.times(a).toFixed() : '';
};

/** The amount a total buys at a price, rounded down to the pair's amount scale. */
export const amountOf = (total: string, price: string, amountScale: number): string => {
  const m = readTyped(total);
  const p = readTyped(price);
  if (!m || !p || p.eq(0)) return '';
  return divideDown(m, p, amountScale).toFixed();
};

/** `percent` % of a balance, rounded down so it never asks for more than there is. */
export const shareOf = (available: string, percent: number, scale: number): string => {
  const balance = readTyped(available);
  if (!balance) return '';
  return divideDown(balance.times(percent), new Big(100), scale).toFixed();
};

export interface FeePreview {
  fee: string;
  coin: string;
  /** Rate in percent ("0.1" for 0.1 %). */
  ratePercent: string;
}

/**
 * The fee of a fill: a buy pays in the base coin on the amount received, a sell in the quote coin on
 * the money received. Null when there is nothing to charge yet.
 */
export const feePreview = (
  direction: Direction,
  fill: { amount: string; money: string },
  rules: { buyFee: string; sellFee: string; base: string; quote: string; amountScale: number; priceScale: number },
): FeePreview | null => {
  const buy = direction === '1';
  const rate = readTyped(buy ? rules.buyFee : rules.sellFee);
  const charged = readTyped(buy ? fill.amount : fill.money);
  if (!rate || !charged) return null;
  // Shown to the coin's own decimals, rounded up: the preview never promises less fee than is taken.
  const scale = buy ? rules.amountScale : rules.priceScale + rules.amountScale;
  return {
    fee: new Big(charged.times(rate).toFixed(scale, Big.roundUp)).toFixed(),
    coin: buy ? rules.base : rules.quote,
    ratePercent: rate.times(100).toFixed(),
  };
};
