// Savings products (spec §2 /finance/investment, issue 27 part 5): flexible and fixed-term
// products per coin that an operator creates. A member subscribes from the spot account; interest
// accrues once a day per holding through the ledger, paid by the exchange's interest account;
// flexible holdings redeem at any time, fixed ones at maturity (the daily job pays them out then).
// Paths are relative to coinBase(head); bodies are JSON; amounts and rates are decimal strings.
import { z } from 'zod';
import type { Page } from './envelope.ts';
import { inputText, pageFields } from './input.ts';

export const FINANCE_PATH = {
  /** GET → FinanceProduct[] (public): the products on offer. */
  products: 'finance/products',
  /** GET → FinanceHoldings: the member's holdings and earnings per coin. */
  holdings: 'finance/holdings',
  /** POST FinanceSubscribeBody → FinanceHolding. */
  subscribe: 'finance/subscribe',
  /** POST FinanceRedeemBody → FinanceHolding. */
  redeem: 'finance/redeem',
  /** GET ?current&size → Page<FinanceHistoryRow>. */
  history: 'finance/history',
} as const;

export const FINANCE_KINDS = ['flexible', 'fixed'] as const;
export type FinanceKind = (typeof FINANCE_KINDS)[number];

/** Interest of a day is principal × annual rate / 365, rounded down at 8 decimals. */
export const FINANCE_DAYS_PER_YEAR = 365;

export interface FinanceProduct {
  id: string;
  coin: string;
  kind: FinanceKind;
  /** Annual rate as a fraction ("0.05" is 5 % a year). */
  rate: string;
  /** Days until maturity; 0 for a flexible product. */
  term_days: number;
  /** Least amount of one subscription. */
  min_amount: string;
  /** Most a member may hold in the product at once. */
  member_cap: string;
  /** Most all members together may hold in it. */
  total_cap: string;
  /** What members hold in it now. */
  subscribed: string;
}

/** 0 earning, 1 redeemed (paid back to the spot account). */
export type FinanceHoldingStatus = '0' | '1';

export interface FinanceHolding {
  id: string;
  product_id: string;
  coin: string;
  kind: FinanceKind;
  rate: string;
  term_days: number;
  principal: string;
  /** Interest accrued and not yet paid out (paid with the next redemption). */
  interest: string;
  /** Interest accrued over the holding's life. */
  earned: string;
  start_time: number;
  /** When a fixed holding may be redeemed (and is paid out); 0 for flexible. */
  maturity_time: number;
  status: FinanceHoldingStatus;
}

export interface FinanceEarnings {
  coin: string;
  /** Principal held now. */
  principal: string;
  /** Interest accrued and not yet paid out. */
  interest: string;
  /** Interest earned in all. */
  earned: string;
}

export interface FinanceHoldings {
  records: FinanceHolding[];
  earnings: FinanceEarnings[];
}

export type FinanceHistoryType = 'subscribe' | 'redeem' | 'interest';

export interface FinanceHistoryRow {
  id: string;
  holding_id: string;
  coin: string;
  type: FinanceHistoryType;
  amount: string;
  create_time: number;
}

export type FinanceHistoryPage = Page<FinanceHistoryRow>;

const idField = (what: string) => z.union([inputText().min(1, `${what} not found`).max(40, `${what} not found`), z.number().int()]).transform(String);
const amountField = z.union([inputText().max(40, 'The amount is too long'), z.number()]).transform(String);

export const financeSubscribeBody = z.object({ productId: idField('Product'), amount: amountField });
export type FinanceSubscribeBody = z.input<typeof financeSubscribeBody>;

/** `amount` only for a flexible holding (part of its principal); without it, all of it. */
export const financeRedeemBody = z.object({ holdingId: idField('Holding'), amount: amountField.optional() });
export type FinanceRedeemBody = z.input<typeof financeRedeemBody>;

export const financeHistoryQuery = z.object(pageFields);
