// The reads of the futures calls: a member's contract orders per tab (with the sums of their fills),
// their fills, and which of a list of order ids are the member's. Every query is scoped to the
// member, so no call can read another member's orders. Positions are read from memory (book.ts).
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { ContractLogTab } from '@exchange/contract';
import type { FillRecord } from './settlement.ts';
import type { ContractFillRecord, ContractOrderRecord } from './rows.ts';

export interface ContractOrderFilter {
  memberId: string;
  kind: 'ubw' | 'bbw';
  symbol: string | null;
  tab: Exclude<ContractLogTab, 'cjjl'>;
  direction?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

const ORDER_COLUMNS = [
  'o.id',
  'o.symbol',
  'o.kind',
  'o.price_ticks',
  'o.quantity_lots',
  'o.remaining_lots',
  'o.filled_lots',
  'o.filled_notional',
  'o.status',
  'o.entrust_type',
  'o.trigger_ticks',
  'o.take_profit_ticks',
  'o.stop_loss_ticks',
  'o.waiting',
  'o.direction',
  'o.leverage',
  'o.margin_pattern',
  'o.position_id',
  'o.zyzs_type',
  'o.source',
  'o.create_time',
  'o.update_time',
] as const;

const memberOrders = (db: Db, f: ContractOrderFilter) => {
  let q = db
    .selectFrom('market_order as o')
    .where('o.owner_type', '=', 'member')
    .where('o.owner_id', '=', f.memberId)
    .where('o.kind', '=', f.kind);
  if (f.tab === 'lswt') q = q.where('o.status', '<>', 0);
  else {
    q = q.where('o.status', '=', 0);
    if (f.tab === 'dqwt') q = q.where('o.waiting', '=', 0);
    else q = q.where('o.waiting', '=', 1).where('o.entrust_type', '=', f.tab);
  }
  if (f.symbol !== null) q = q.where('o.symbol', '=', f.symbol);
  if (f.direction !== undefined) q = q.where('o.direction', '=', f.direction);
  if (f.from !== undefined) q = q.where('o.create_time', '>=', new Date(f.from));
  if (f.to !== undefined) q = q.where('o.create_time', '<=', new Date(f.to));
  return q;
};

/** Sums of each order's fills, and the entry its first close fill met. */
const withFills = (ids: string[]) => (db: Db) =>
  db
    .selectFrom('contract_fill')
    .select([
      'order_id',
      sql<string>`sum(profit)`.as('profit'),
      sql<string>`sum(fee)`.as('fee'),
      sql<string | null>`(array_agg(open_price order by id))[1]`.as('open_price'),
    ])
    .where('order_id', 'in', ids)
    .groupBy('order_id');

/** withFills' sums of one order, from fills still in memory (a commit's settlement: service.ts placedRow). */
export const fillSums = (fills: readonly FillRecord[], orderId: string): Pick<ContractOrderRecord, 'profit' | 'fee' | 'open_price'> => {
  const own = fills.filter((f) => f.orderId === orderId);
  const first = own[0];
  if (!first) return { profit: null, fee: null, open_price: null };
  const sum = (pick: (f: FillRecord) => bigint) => String(own.reduce((total, f) => total + pick(f), 0n));
  return { profit: sum((f) => f.profit), fee: sum((f) => f.fee), open_price: first.openPrice === null ? null : String(first.openPrice) };
};

const attachFills = async (db: Db, memberId: string, rows: Omit<ContractOrderRecord, 'profit' | 'fee' | 'open_price'>[]): Promise<ContractOrderRecord[]> => {
  if (rows.length === 0) return [];
  const sums = await withFills(rows.map((r) => r.id))(db).where('member_id', '=', memberId).execute();
  const byOrder = new Map(sums.map((s) => [s.order_id, s]));
  return rows.map((r) => {
    const s = byOrder.get(r.id);
    return { ...r, profit: s?.profit ?? null, fee: s?.fee ?? null, open_price: s?.open_price ?? null };
  });
};

export const findContractOrders = async (db: Db, f: ContractOrderFilter, page: { current: number; size: number }): Promise<{ rows: ContractOrderRecord[]; total: number }> => {
  const counted = await memberOrders(db, f).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await memberOrders(db, f)
    .select([...ORDER_COLUMNS])
    .orderBy('o.create_time', 'desc')
    .orderBy('o.id', 'desc')
    .limit(page.size)
    .offset((page.current - 1) * page.size)
    .execute();
  return { rows: await attachFills(db, f.memberId, rows), total: Number(counted?.n ?? 0) };
};

/** One of the member's contract orders, or undefined when it is unknown or another member's. */
export const findOwnContractOrder = async (db: Db, memberId: string, id: string): Promise<ContractOrderRecord | undefined> => {
  const row = await db
    .selectFrom('market_order as o')
    .select([...ORDER_COLUMNS])
    .where('o.id', '=', id)
    .where('o.owner_type', '=', 'member')
    .where('o.owner_id', '=', memberId)
    .where('o.kind', 'in', ['ubw', 'bbw'])
    .executeTakeFirst();
  return row ? (await attachFills(db, memberId, [row]))[0] : undefined;
};

/** Which of these ids are the member's contract orders, with their state. */
export const findOwnContractOrdersState = (db: Db, memberId: string, ids: string[]) =>
  db
    .selectFrom('market_order')
    .select(['id', 'kind', 'symbol', 'status', 'waiting', 'entrust_type'])
    .where('id', 'in', ids)
    .where('owner_type', '=', 'member')
    .where('owner_id', '=', memberId)
    .where('kind', 'in', ['ubw', 'bbw'])
    .execute();

export const findContractFills = async (
  db: Db,
  f: { memberId: string; kind: 'ubw' | 'bbw'; symbol: string | null; direction?: number | undefined; from?: number | undefined; to?: number | undefined },
  page: { current: number; size: number },
): Promise<{ rows: ContractFillRecord[]; total: number }> => {
  const base = () => {
    let q = db.selectFrom('contract_fill').where('member_id', '=', f.memberId).where('kind', '=', f.kind);
    if (f.symbol !== null) q = q.where('symbol', '=', f.symbol);
    if (f.direction !== undefined) q = q.where('direction', '=', f.direction);
    if (f.from !== undefined) q = q.where('trade_time', '>=', String(f.from));
    if (f.to !== undefined) q = q.where('trade_time', '<=', String(f.to));
    return q;
  };
  const counted = await base().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await base()
    .select(['id', 'order_id', 'symbol', 'direction', 'role', 'source', 'price_ticks', 'quantity_lots', 'open_price', 'profit', 'fee', 'trade_time'])
    .orderBy('trade_time', 'desc')
    .orderBy('id', 'desc')
    .limit(page.size)
    .offset((page.current - 1) * page.size)
    .execute();
  return { rows, total: Number(counted?.n ?? 0) };
};
