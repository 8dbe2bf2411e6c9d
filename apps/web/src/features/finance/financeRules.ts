// What the savings forms check before sending, with big.js (never floats): the amount's form, the
// product's minimum and the room left under the caps, and a flexible holding's principal. The
// server checks all of it again; these only spare the member a round trip. Answers are
// translation keys with their values.
import Big from 'big.js';
import type { FinanceHolding, FinanceProduct } from '@exchange/contract/finance';

export interface Problem {
  key: string;
  values?: Record<string, string>;
}

const AMOUNT = /^\d+(\.\d{1,8})?$/;

const parse = (text: string): Big | Problem => {
  const value = text.trim();
  if (value === '') return { key: 'finance.error.amount_required' };
  if (!AMOUNT.test(value)) return { key: 'finance.error.amount_invalid' };
  const amount = new Big(value);
  if (amount.lte(0)) return { key: 'finance.error.amount_invalid' };
  return amount;
};

/** Room left in the product for everyone together (never below 0). */
export const roomLeft = (p: FinanceProduct): string => {
  const room = new Big(p.total_cap).minus(p.subscribed);
  return room.gt(0) ? room.toString() : '0';
};

/** Share of the product's total cap already subscribed, 0–100, for its bar. */
export const filledPercent = (p: FinanceProduct): number => {
  const total = new Big(p.total_cap);
  if (total.lte(0)) return 100;
  return Math.min(100, Math.max(0, Number(new Big(p.subscribed).div(total).times(100).round(0, Big.roundDown).toString())));
};

/** The member's principal in the product now (their earning holdings of it). */
export const heldIn = (p: FinanceProduct, holdings: readonly FinanceHolding[]): string =>
  holdings
    .filter((h) => h.product_id === p.id && h.status === '0')
    .reduce((sum, h) => sum.plus(h.principal), new Big(0))
    .toString();

export const subscribeProblem = (text: string, p: FinanceProduct, held: string): Problem | null => {
  const amount = parse(text);
  if (!(amount instanceof Big)) return amount;
  if (amount.lt(p.min_amount)) return { key: 'finance.error.below_min', values: { min: p.min_amount, coin: p.coin } };
  const mine = new Big(p.member_cap).minus(held);
  if (amount.gt(mine)) return { key: 'finance.error.over_member_cap', values: { cap: p.member_cap, left: mine.gt(0) ? mine.toString() : '0', coin: p.coin } };
  if (amount.gt(roomLeft(p))) return { key: 'finance.error.over_total', values: { left: roomLeft(p), coin: p.coin } };
  return null;
};

/** A flexible holding may be redeemed in part; empty means all of it. */
export const redeemProblem = (text: string, h: FinanceHolding): Problem | null => {
  if (text.trim() === '') return null;
  const amount = parse(text);
  if (!(amount instanceof Big)) return amount;
  if (amount.gt(h.principal)) return { key: 'finance.error.over_principal', values: { principal: h.principal, coin: h.coin } };
  return null;
};

/** A fixed holding is paid at maturity; flexible any time. */
export const canRedeem = (h: FinanceHolding, now: number): boolean => h.status === '0' && (h.kind === 'flexible' || now >= h.maturity_time);
