// Answers of the savings products (finance.ts).
import { z } from 'zod';
import { FINANCE_KINDS, type FinanceEarnings, type FinanceHistoryRow, type FinanceHolding, type FinanceHoldings, type FinanceProduct } from '../finance.ts';
import { exactly } from './exact.ts';
import { decimal, epochMs, pageOf } from './common.ts';

export const financeProduct = exactly<FinanceProduct>()(
  z.object({
    id: z.string(),
    coin: z.string(),
    kind: z.enum(FINANCE_KINDS),
    rate: decimal,
    term_days: z.number().int(),
    min_amount: decimal,
    member_cap: decimal,
    total_cap: decimal,
    subscribed: decimal,
  }),
);

export const financeHolding = exactly<FinanceHolding>()(
  z.object({
    id: z.string(),
    product_id: z.string(),
    coin: z.string(),
    kind: z.enum(FINANCE_KINDS),
    rate: decimal,
    term_days: z.number().int(),
    principal: decimal,
    interest: decimal,
    earned: decimal,
    start_time: epochMs,
    maturity_time: epochMs,
    status: z.enum(['0', '1']),
  }),
);

const financeEarnings = exactly<FinanceEarnings>()(z.object({ coin: z.string(), principal: decimal, interest: decimal, earned: decimal }));

export const financeHoldings = exactly<FinanceHoldings>()(z.object({ records: z.array(financeHolding), earnings: z.array(financeEarnings) }));

export const financeHistoryRow = exactly<FinanceHistoryRow>()(
  z.object({ id: z.string(), holding_id: z.string(), coin: z.string(), type: z.enum(['subscribe', 'redeem', 'interest']), amount: decimal, create_time: epochMs }),
);
export const financeHistoryPage = pageOf(financeHistoryRow);
