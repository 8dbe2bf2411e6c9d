// Appeals (buy/appeal, buy/appeal/order/{id}, buy/appeal/cancel/{id}): once the buyer has marked
// an order paid, either side may open one with a reason, a description and evidence images; the
// other side answers (type 4); the escrow stays locked throughout, unlike HollaEx, which unlocked it
// (products.md §4.3). The initiator may withdraw it (the order stays paid), the seller may still
// release, and otherwise an operator decides: release to the buyer or refund the seller
// (npm run admin -- appeal-resolve). Evidence is shown to the other side (uploadGrants.ts).
import type { z } from 'zod';
import type { appealBody, OtcAppealEntry } from '@exchange/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import type { OtcDeps } from './context.ts';
import { insertLine } from './chat.ts';
import { actorOf, APPEAL, finish, orderOfParty, sidesOf, STATUS, type OrderBook } from './orders.ts';
import { grantUploads, ownLinks } from './uploadGrants.ts';

type AppealInput = z.infer<typeof appealBody>;

/** Appeal record status: 0 opened, 1 answered (waiting for the operator), 4 ended. */
const RECORD = { opened: 0, answered: 1, ended: 4 } as const;

const linksOf = (proof: string): string[] => proof.split(',').map((s) => s.trim()).filter(Boolean);

export const appeal = async (deps: OtcDeps, book: OrderBook, dataDir: string, memberId: string, body: AppealInput): Promise<void> => {
  const order = await orderOfParty(deps, memberId, body.orderId);
  if (order.status !== STATUS.paid) throw new BusinessError('An appeal can be opened only after the order is marked paid');
  const links = linksOf(body.proof);
  if (links.length > 20) throw new BusinessError('At most 20 images');
  const names = await ownLinks(deps.db, dataDir, memberId, links);
  const { buyer, seller } = sidesOf(order);
  const other = memberId === buyer ? seller : buyer;
  const at = deps.now();
  const { row, line } = await deps.db.transaction().execute(async (trx) => {
    let appealId: string;
    if (body.type === '1') {
      const opened = await trx.updateTable('otc_order').set({ appeal_status: APPEAL.open }).where('id', '=', order.id).where('status', '=', STATUS.paid).where('appeal_status', '<>', APPEAL.open).returningAll().executeTakeFirst();
      if (!opened) throw new BusinessError('An appeal is already open on this order');
      appealId = String((await trx.insertInto('otc_appeal').values({ order_id: String(order.id), initiator_id: memberId, create_time: String(at) }).returning('id').executeTakeFirstOrThrow()).id);
    } else {
      const open = await trx.selectFrom('otc_appeal').selectAll().where('order_id', '=', order.id).where('status', '<>', RECORD.ended).forUpdate().executeTakeFirst();
      if (!open) throw new BusinessError('No appeal is open on this order');
      appealId = String(open.id);
      if (String(open.initiator_id) !== memberId && open.status === RECORD.opened) await trx.updateTable('otc_appeal').set({ status: RECORD.answered }).where('id', '=', open.id).execute();
    }
    await trx
      .insertInto('otc_appeal_entry')
      .values({ appeal_id: appealId, order_id: String(order.id), type: Number(body.type), member_id: memberId, reason: body.reason, description: body.description, proof: links.join(','), create_time: String(at) })
      .execute();
    await grantUploads(trx, memberId, names, other);
    const row = await trx.selectFrom('otc_order').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    return { row, line: await insertLine(trx, { orderId: String(order.id), sender: '-1', type: 1, content: body.type === '1' ? 'appeal' : 'appealAnswered', at }) };
  });
  book.announce([line], { order: row, line: body.type === '1' ? 'appeal' : 'appealAnswered', actor: actorOf(row, memberId), type: 'appeal' });
};

export const cancelAppeal = async (deps: OtcDeps, book: OrderBook, memberId: string, orderId: string): Promise<void> => {
  const order = await orderOfParty(deps, memberId, orderId);
  const at = deps.now();
  const { row, line } = await deps.db.transaction().execute(async (trx) => {
    const open = await trx.selectFrom('otc_appeal').selectAll().where('order_id', '=', order.id).where('status', '<>', RECORD.ended).forUpdate().executeTakeFirst();
    if (!open) throw new BusinessError('No appeal is open on this order');
    if (String(open.initiator_id) !== memberId) throw new BusinessError('Only who opened the appeal can withdraw it');
    await trx.updateTable('otc_appeal').set({ status: RECORD.ended, result: 'withdrawn' }).where('id', '=', open.id).execute();
    await trx.insertInto('otc_appeal_entry').values({ appeal_id: String(open.id), order_id: String(order.id), type: 6, member_id: memberId, reason: 'withdrawn', description: '', proof: '', create_time: String(at) }).execute();
    const row = await trx.updateTable('otc_order').set({ appeal_status: APPEAL.ended }).where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
    return { row, line: await insertLine(trx, { orderId, sender: '-1', type: 1, content: 'appealCancelled', at }) };
  });
  book.announce([line], { order: row, line: 'appealCancelled', actor: actorOf(row, memberId), type: 'appeal' });
};

export const appealTimeline = async (deps: OtcDeps, memberId: string, orderId: string): Promise<OtcAppealEntry[]> => {
  const order = await orderOfParty(deps, memberId, orderId);
  const { buyer } = sidesOf(order);
  const rows = await deps.db.selectFrom('otc_appeal_entry').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
  return rows.map((r) => ({
    id: String(r.id),
    type: String(r.type) as OtcAppealEntry['type'],
    who: String(r.member_id) === '-1' ? 'operator' : String(r.member_id) === buyer ? 'buyer' : 'seller',
    reason: r.reason,
    description: r.description,
    proof: linksOf(r.proof),
    create_time: Number(r.create_time),
  }));
};

/** The operator's ruling on an order in appeal: release the coins to the buyer, or refund the seller. */
export const resolveAppeal = async (deps: OtcDeps, book: OrderBook, orderId: string, ruling: 'release' | 'refund', note: string): Promise<string> => {
  const order = /^\d{1,18}$/.test(orderId) ? await deps.db.selectFrom('otc_order').selectAll().where((eb) => eb.or([eb('id', '=', orderId), eb('order_code', '=', orderId)])).executeTakeFirst() : await deps.db.selectFrom('otc_order').selectAll().where('order_code', '=', orderId).executeTakeFirst();
  if (!order) throw new BusinessError(`Unknown order: ${orderId.slice(0, 30)}`);
  if (order.appeal_status !== APPEAL.open || order.status !== STATUS.paid) throw new BusinessError(`Order ${order.id} is not in appeal`);
  const open = await deps.db.selectFrom('otc_appeal').select('id').where('order_id', '=', order.id).where('status', '<>', RECORD.ended).executeTakeFirstOrThrow();
  const release = ruling === 'release';
  // The ruling's timeline entry is written in the transaction that ends the order: both or neither.
  const recordRuling = async (trx: Transaction<Database>) => {
    await trx
      .insertInto('otc_appeal_entry')
      .values({ appeal_id: String(open.id), order_id: String(order.id), type: 6, member_id: '-1', reason: ruling, description: note.slice(0, 500), proof: '', create_time: String(deps.now()) })
      .execute();
  };
  await finish(deps, book, order, { to: release ? STATUS.completed : STATUS.cancelled, from: [STATUS.paid], line: release ? 'resolvedRelease' : 'resolvedRefund', actor: 'system', appealResult: ruling, alsoInTransaction: recordRuling });
  return release ? `Order ${order.id}: the coins were released to the buyer.` : `Order ${order.id}: the escrow was returned to the seller.`;
};

/** Orders in appeal, for the operator. */
export const openAppeals = async (deps: OtcDeps) =>
  deps.db.selectFrom('otc_order').select(['id', 'order_code', 'coin', 'coin_units', 'fiat', 'fiat_cents', 'member_id', 'merchant_member_id']).where('appeal_status', '=', APPEAL.open).where('status', '=', STATUS.paid).orderBy('id').execute();
