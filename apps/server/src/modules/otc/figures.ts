// A merchant's public figures: completed orders and the completion rate (completed among its
// finished orders, as a percentage with one decimal), shown beside its adverts.
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

export interface MerchantFigures {
  completed: number;
  rate: string;
  open: number;
}

const rateOf = (completed: number, finished: number): string => {
  if (finished === 0) return '0';
  const tenths = Math.floor((completed * 1000) / finished);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
};

export const figuresOf = async (db: Db, merchantIds: string[]): Promise<Map<string, MerchantFigures>> => {
  const result = new Map<string, MerchantFigures>();
  if (merchantIds.length === 0) return result;
  const rows = await db
    .selectFrom('otc_order')
    .select([
      'merchant_id',
      sql<string>`count(*) filter (where status = 3)`.as('completed'),
      sql<string>`count(*) filter (where status in (3, 4))`.as('finished'),
      sql<string>`count(*) filter (where status in (1, 2))`.as('open'),
    ])
    .where('merchant_id', 'in', merchantIds)
    .groupBy('merchant_id')
    .execute();
  for (const id of merchantIds) result.set(id, { completed: 0, rate: '0', open: 0 });
  for (const r of rows) result.set(String(r.merchant_id), { completed: Number(r.completed), rate: rateOf(Number(r.completed), Number(r.finished)), open: Number(r.open) });
  return result;
};

export const merchantFigures = async (db: Db, merchantId: string): Promise<MerchantFigures> => (await figuresOf(db, [merchantId])).get(merchantId)!;
