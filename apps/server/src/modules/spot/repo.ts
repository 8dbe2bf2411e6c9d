// The reads of the spot calls: a member's orders (open or final, filtered and paged), one order,
// fills of an order or of a member, the pairs a member has orders in. Every query is scoped to the
// member, so no call can read another member's data.
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { ORDER_STATUS } from '../../market/orderRecord.ts';
import { ORDER_COLUMNS, type FillRecordRow, type OrderRecordRow } from './rows.ts';

export interface OrderFilter {
  memberId: string;
  /**
   * Whose orders instead of the member's spot ones: a margin account's (modules/margin), by its
   * owner id, or by an id prefix for every isolated account of the member.
   */
  owner?: { type: string; id: string } | { type: string; idPrefix: string } | undefined;
  open: boolean;
  symbol: string | null;
  side?: 'buy' | 'sell' | undefined;
  status?: number | undefined;
  entrustType?: string | undefined;
  /** Epoch milliseconds, inclusive. */
  from?: number | undefined;
  to?: number | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const memberOrders = (db: Db, f: OrderFilter) => {
  const owner = f.owner ?? { type: 'member', id: f.memberId };
  let q = db
    .selectFrom('market_order')
    .where('owner_type', '=', owner.type)
    .where('owner_id', 'id' in owner ? '=' : 'like', 'id' in owner ? owner.id : `${escapeLike(owner.idPrefix)}%`)
    .where('kind', '=', 'xh')
    .where('status', f.open ? '=' : '<>', ORDER_STATUS.open);
  if (f.symbol !== null) q = q.where('symbol', '=', f.symbol);
  if (f.side) q = q.where('side', '=', f.side);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  // Rows written before spot types existed have none; they count as what their order type is.
  if (f.entrustType) q = q.where(sql<string>`coalesce(entrust_type, case when order_type = 'market' then 'sjwt' else 'xjwt' end)`, '=', f.entrustType);
  if (f.from !== undefined) q = q.where('create_time', '>=', new Date(f.from));
  if (f.to !== undefined) q = q.where('create_time', '<=', new Date(f.to));
  return q;
};

export const findOrders = async (db: Db, f: OrderFilter, page: { current: number; size: number }): Promise<{ rows: OrderRecordRow[]; total: number }> => {
  const counted = await memberOrders(db, f).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await memberOrders(db, f)
    .select([...ORDER_COLUMNS])
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(page.size)
    .offset((page.current - 1) * page.size)
    .execute();
  return { rows, total: Number(counted?.n ?? 0) };
};

/** One of the member's spot orders, or undefined when it is unknown, another member's or a contract order (modules/futures lists those). */
export const findOwnOrder = (db: Db, memberId: string, id: string): Promise<OrderRecordRow | undefined> =>
  db.selectFrom('market_order').select([...ORDER_COLUMNS]).where('id', '=', id).where('owner_type', '=', 'member').where('owner_id', '=', memberId).where('kind', '=', 'xh').executeTakeFirst();

export const findOwnOrdersState = (db: Db, memberId: string, ids: string[]) =>
  db
    .selectFrom('market_order')
    .select(['id', 'kind', 'symbol', 'status', 'waiting'])
    .where('id', 'in', ids)
    .where('owner_type', '=', 'member')
    .where('owner_id', '=', memberId)
    .execute();

const FILL_COLUMNS = ['id', 'order_id', 'symbol', 'side', 'role', 'price_ticks', 'quantity_lots', 'fee', 'fee_coin', 'trade_time'] as const;

export const findOrderFills = (db: Db, memberId: string, orderId: string): Promise<FillRecordRow[]> =>
  db.selectFrom('spot_fill').select([...FILL_COLUMNS]).where('member_id', '=', memberId).where('order_id', '=', orderId).orderBy('id').execute();

export const findMemberFills = async (db: Db, memberId: string, symbol: string | null, page: { current: number; size: number }): Promise<{ rows: FillRecordRow[]; total: number }> => {
  const base = () => {
    const q = db.selectFrom('spot_fill').where('member_id', '=', memberId).where('kind', '=', 'xh');
    return symbol === null ? q : q.where('symbol', '=', symbol);
  };
  const counted = await base().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await base()
    .select([...FILL_COLUMNS])
    .orderBy('trade_time', 'desc')
    .orderBy('id', 'desc')
    .limit(page.size)
    .offset((page.current - 1) * page.size)
    .execute();
  return { rows, total: Number(counted?.n ?? 0) };
};

export const findOrderPairs = async (db: Db, memberId: string): Promise<string[]> => {
  const rows = await db
    .selectFrom('market_order')
    .select('symbol')
    .distinct()
    .where('owner_type', '=', 'member')
    .where('owner_id', '=', memberId)
    .where('kind', '=', 'xh')
    .orderBy('symbol')
    .execute();
  return rows.map((r) => r.symbol);
};
