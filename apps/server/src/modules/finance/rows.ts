// Stored rows → wire rows: units become decimal strings once, here.
import type { FinanceEarnings, FinanceHistoryRow, FinanceHolding, FinanceKind, FinanceProduct } from '@exchange/contract';
import type { Selectable } from 'kysely';
import type { FinanceEventTable, FinanceHoldingTable, FinanceProductTable } from '../../db/schema.ts';
import { trimUnits } from '../../ledger/index.ts';

export type ProductRow = Selectable<FinanceProductTable>;
export type HoldingRow = Selectable<FinanceHoldingTable>;

export const HOLDING_STATUS = { earning: 0, redeemed: 1 } as const;

const text = (units: string | bigint) => trimUnits(BigInt(units));

export const productRow = (p: ProductRow): FinanceProduct => ({
  id: String(p.id),
  coin: p.coin,
  kind: p.kind as FinanceKind,
  rate: text(p.rate),
  term_days: p.term_days,
  min_amount: text(p.min_amount),
  member_cap: text(p.member_cap),
  total_cap: text(p.total_cap),
  subscribed: text(p.subscribed),
});

export const holdingRow = (h: HoldingRow, p: ProductRow): FinanceHolding => ({
  id: String(h.id),
  product_id: String(p.id),
  coin: p.coin,
  kind: p.kind as FinanceKind,
  rate: text(p.rate),
  term_days: p.term_days,
  principal: text(h.principal),
  interest: text(h.interest),
  earned: text(h.earned),
  start_time: Number(h.start_time),
  maturity_time: Number(h.maturity_time),
  status: String(h.status) as FinanceHolding['status'],
});

/** Principal, unpaid and earned interest per coin over the member's holdings. */
export const earningsOf = (rows: Array<{ holding: HoldingRow; product: ProductRow }>): FinanceEarnings[] => {
  const byCoin = new Map<string, { principal: bigint; interest: bigint; earned: bigint }>();
  for (const { holding, product } of rows) {
    const sum = byCoin.get(product.coin) ?? { principal: 0n, interest: 0n, earned: 0n };
    sum.principal += BigInt(holding.principal);
    sum.interest += BigInt(holding.interest);
    sum.earned += BigInt(holding.earned);
    byCoin.set(product.coin, sum);
  }
  return [...byCoin].sort(([a], [b]) => a.localeCompare(b)).map(([coin, s]) => ({ coin, principal: text(s.principal), interest: text(s.interest), earned: text(s.earned) }));
};

export const historyRow = (e: Selectable<FinanceEventTable>): FinanceHistoryRow => ({
  id: String(e.id),
  holding_id: String(e.holding_id),
  coin: e.coin,
  type: e.type as FinanceHistoryRow['type'],
  amount: text(e.amount),
  create_time: Number(e.create_time),
});
