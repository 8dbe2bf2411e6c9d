// What the routes call: products, the member's holdings and history, subscribe and redeem.
import type { FinanceHistoryPage, FinanceHolding, FinanceHoldings, FinanceProduct } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import type { Ledger } from '../../ledger/index.ts';
import { redeem, subscribe } from './holdings.ts';
import { listProducts } from './products.ts';
import { earningsOf, historyRow, holdingRow, productRow, type HoldingRow, type ProductRow } from './rows.ts';

export const createFinanceService = (db: Db, ledger: Ledger, clock: () => number = Date.now) => ({
  async products(): Promise<FinanceProduct[]> {
    return (await listProducts(db)).map(productRow);
  },

  async holdings(memberId: string): Promise<FinanceHoldings> {
    const rows = await db
      .selectFrom('finance_holding as h')
      .innerJoin('finance_product as p', 'p.id', 'h.product_id')
      .selectAll('h')
      .select(['p.coin', 'p.kind', 'p.rate', 'p.term_days', 'p.min_amount', 'p.member_cap', 'p.total_cap', 'p.subscribed', 'p.enabled', 'p.create_time as product_time'])
      .where('h.member_id', '=', memberId)
      .orderBy('h.status')
      .orderBy('h.id', 'desc')
      .limit(200)
      .execute();
    const pairs = rows.map((r) => {
      const holding: HoldingRow = { id: r.id, member_id: r.member_id, product_id: r.product_id, principal: r.principal, interest: r.interest, earned: r.earned, accrued_days: r.accrued_days, start_time: r.start_time, maturity_time: r.maturity_time, status: r.status };
      const product: ProductRow = { id: r.product_id, coin: r.coin, kind: r.kind, rate: r.rate, term_days: r.term_days, min_amount: r.min_amount, member_cap: r.member_cap, total_cap: r.total_cap, subscribed: r.subscribed, enabled: r.enabled, create_time: r.product_time };
      return { holding, product };
    });
    return { records: pairs.map((p) => holdingRow(p.holding, p.product)), earnings: earningsOf(pairs) };
  },

  async history(memberId: string, current: number, size: number): Promise<FinanceHistoryPage> {
    const base = db.selectFrom('finance_event').where('member_id', '=', memberId);
    const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const rows = await base.selectAll().orderBy('id', 'desc').limit(size).offset((current - 1) * size).execute();
    const total = Number(count);
    return { records: rows.map(historyRow), total, size, current, pages: Math.ceil(total / size) };
  },

  async subscribe(memberId: string, input: { productId: string; amount: string }): Promise<FinanceHolding> {
    const { holding, product } = await subscribe(db, ledger, memberId, input, clock());
    return holdingRow(holding, product);
  },

  async redeem(memberId: string, input: { holdingId: string; amount?: string | undefined }): Promise<FinanceHolding> {
    const { holding, product } = await redeem(db, ledger, memberId, input, clock());
    return holdingRow(holding, product);
  },
});

export type FinanceService = ReturnType<typeof createFinanceService>;
