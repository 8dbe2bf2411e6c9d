// P2P orders and their state machine (products.md §4.5, codes of §4.1 at the edge):
//
//   1 waiting for payment ──pay (buyer)──▶ 2 paid ──release (seller)──▶ 3 completed
//        │                                   └──appeal (either side) → operator: release ▶ 3 | refund ▶ 4
//        └──cancel (buyer) or the payment window passing (server) ──▶ 4 cancelled
//
// The seller's coins are held from the moment the order exists: from a sell advert's held
// remainder (already locked on the merchant wallet), or held now on the spot wallet of a member who
// sells to a buy advert. Release pays them to the buyer through the ledger; a cancellation or a
// refund gives them back (to the advert's remainder while it is online, else to the seller's
// available balance). Every transition is a conditional update on the current status, so two
// racing calls cannot both win, and writes a system chat line and notices to both parties.
import { randomInt } from 'node:crypto';
import { OTC_LIMITS, type OrderListBody, type OtcOrderDetail, type OtcOrderRow, type Page, type PaymentMethod, orderListBody } from '@exchange/contract';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { memberOwner } from '../../ledger/index.ts';
import { cents, centsText, coinText, coinUnits, fiatOf, MEMBER_WALLET, MERCHANT_WALLET, requireMerchant, requireTradePassword, requireVerified, unitsFor, type OtcDeps } from './context.ts';
import { ADVERT_STATUS, livePrice } from './adverts.ts';
import { insertLine, publishLine, type ChatReaders, type SystemLine } from './chat.ts';
import { notifyParties, type Actor } from './notices.ts';
import { grantUploads, qrNames } from './uploadGrants.ts';
import { toPaymentMethod } from './payments.ts';

type Trx = Transaction<Database>;
export type OrderRecord = Selectable<Database['otc_order']>;

export const STATUS = { waiting: 1, paid: 2, completed: 3, cancelled: 4 } as const;
export const APPEAL = { none: 0, open: 1, ended: 2 } as const;

/** Who gives and who gets the coins, and from and to which wallet. */
export const sidesOf = (o: Pick<OrderRecord, 'type' | 'member_id' | 'merchant_member_id'>) =>
  o.type === 1
    ? { buyer: String(o.member_id), seller: String(o.merchant_member_id), sellerWallet: MERCHANT_WALLET, buyerWallet: MEMBER_WALLET }
    : { buyer: String(o.merchant_member_id), seller: String(o.member_id), sellerWallet: MEMBER_WALLET, buyerWallet: MERCHANT_WALLET };

export const partiesOf = (o: OrderRecord) => ({ orderId: String(o.id), orderCode: o.order_code, memberId: String(o.member_id), merchantId: String(o.merchant_id) });

const orderCode = (at: number) => `${new Date(at).toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(0, 1e9)).padStart(9, '0')}`;

export interface OrderEffects {
  order: OrderRecord;
  line: SystemLine;
  actor: Actor;
  isNew?: boolean;
  type?: 'otc' | 'appeal';
}

export interface OrderBook {
  readers: ChatReaders;
  /** Sends the system line's record and the notices once the transaction committed. */
  announce(lines: Awaited<ReturnType<typeof insertLine>>[], effects: OrderEffects): void;
}

export const createOrderBook = (deps: OtcDeps, readers: ChatReaders): OrderBook => ({
  readers,
  announce(lines, effects) {
    for (const line of lines) publishLine(deps.publisher, line);
    notifyParties(deps.publisher, partiesOf(effects.order), { type: effects.type ?? 'otc', isNew: effects.isNew ?? false, content: effects.line, actor: effects.actor });
  },
});

export const submitOrder = async (
  deps: OtcDeps,
  book: OrderBook,
  memberId: string,
  body: { advertiseId: string; coinCou?: string | undefined; fiatCurrencyAmount?: string | undefined; tradePwd: string },
): Promise<string> => {
  await requireVerified(deps.db, memberId);
  await requireTradePassword(deps.db, memberId, body.tradePwd);
  return placeOrder(deps, book, memberId, body);
};

/** The order itself, once the member is known to be verified and to have given the trade password. */
export const placeOrder = async (deps: OtcDeps, book: OrderBook, memberId: string, body: { advertiseId: string; coinCou?: string | undefined; fiatCurrencyAmount?: string | undefined }): Promise<string> => {
  const { db, ledger, now } = deps;
  if ((body.coinCou === undefined) === (body.fiatCurrencyAmount === undefined)) throw new BusinessError('Enter either the coin amount or the fiat amount');
  const advert = await db.selectFrom('otc_advert').selectAll().where('id', '=', body.advertiseId).executeTakeFirst();
  if (!advert || advert.status !== ADVERT_STATUS.online) throw new BusinessError('This advert is not available');
  if (String(advert.member_id) === memberId) throw new BusinessError('You cannot trade with your own advert');
  // A floating advert's price is its index × margin now, at order time; the order keeps it.
  const price = await livePrice(deps, advert);
  if (price === null || price <= 0n) throw new BusinessError(`No index price for ${advert.coin} in ${advert.fiat} right now; please try again later`);
  const units = body.coinCou !== undefined ? coinUnits(body.coinCou) : unitsFor(cents(body.fiatCurrencyAmount!), price);
  const fiat = fiatOf(units, price);
  if (units <= 0n || fiat <= 0n) throw new BusinessError('The amount must be above 0');
  if (fiat < BigInt(advert.min_amount) || fiat > BigInt(advert.max_amount))
    throw new BusinessError(`The order must be between ${centsText(advert.min_amount)} and ${centsText(advert.max_amount)} ${advert.fiat}`);
  if (units > BigInt(advert.remaining)) throw new BusinessError('The advert does not have that much left');
  const open = await db.selectFrom('otc_order').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', memberId).where('status', 'in', [STATUS.waiting, STATUS.paid]).executeTakeFirstOrThrow();
  if (Number(open.n) >= OTC_LIMITS.openOrdersMax) throw new BusinessError(`You can have at most ${OTC_LIMITS.openOrdersMax} open P2P orders`);

  const type = advert.direction === 2 ? 1 : 2;
  const payeeId = type === 1 ? String(advert.member_id) : memberId;
  const kinds = advert.pay_kinds.split(',');
  const methods = (await db.selectFrom('otc_payment').selectAll().where('member_id', '=', payeeId).where('deleted', '=', 0).where('kind', 'in', kinds).orderBy('id').execute()).map(toPaymentMethod);
  if (methods.length === 0)
    throw new BusinessError(type === 1 ? 'The merchant has no payment method for this advert' : 'Please add a payment method this advert accepts');
  const at = now();

  const { order, lines } = await db.transaction().execute(async (trx) => {
    const sells = advert.direction === 2;
    const taken = await trx
      .updateTable('otc_advert')
      .set((eb) => ({ remaining: eb('remaining', '-', units.toString()), ...(sells ? { held: eb('held', '-', units.toString()) } : {}) }))
      .where('id', '=', advert.id)
      .where('status', '=', ADVERT_STATUS.online)
      .where('remaining', '>=', units.toString())
      .executeTakeFirst();
    if (taken.numUpdatedRows !== 1n) throw new BusinessError('The advert does not have that much left');
    const order = await trx
      .insertInto('otc_order')
      .values({
        order_code: orderCode(at),
        advert_id: String(advert.id),
        merchant_id: String(advert.merchant_id),
        member_id: memberId,
        merchant_member_id: String(advert.member_id),
        type,
        coin: advert.coin,
        fiat: advert.fiat,
        price: price.toString(),
        coin_units: units.toString(),
        fiat_cents: fiat.toString(),
        payee_methods: JSON.stringify(methods),
        terms: advert.terms,
        pay_deadline: String(at + (deps.payWindowSeconds ? deps.payWindowSeconds * 1000 : advert.pay_minutes * 60_000)),
        create_time: String(at),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // A member selling to a buy advert: its coins are held now, on its spot wallet.
    if (!sells) await ledger.hold({ owner: memberOwner(memberId), walletType: MEMBER_WALLET, asset: advert.coin, amount: units, ref: `otc_order:${order.id}` }, trx);
    const payer = sidesOf(order).buyer;
    await grantUploads(trx, payeeId, qrNames(methods.map((m: PaymentMethod) => m.qr_image).filter(Boolean)), payer);
    const lines = [await insertLine(trx, { orderId: String(order.id), sender: '-1', type: 1, content: 'created', at })];
    if (advert.auto_reply) lines.push(await insertLine(trx, { orderId: String(order.id), sender: String(advert.member_id), type: 1, content: advert.auto_reply, at }));
    return { order, lines };
  });
  book.readers.add(String(order.id), memberId, String(advert.member_id));
  book.announce(lines, { order, line: 'created', actor: 'member', isNew: true });
  return String(order.id);
};

/** The order as one of its parties; anyone else is told it does not exist. */
export const orderOfParty = async (deps: OtcDeps, memberId: string, orderId: string): Promise<OrderRecord> => {
  const row = /^\d{1,18}$/.test(orderId) ? await deps.db.selectFrom('otc_order').selectAll().where('id', '=', orderId).executeTakeFirst() : undefined;
  if (!row || (String(row.member_id) !== memberId && String(row.merchant_member_id) !== memberId)) throw new BusinessError('Order not found');
  return row;
};

/** Gives an order's escrow back to its seller: to the advert's remainder while it is online, else to available. */
const returnEscrow = async (deps: OtcDeps, trx: Trx, order: OrderRecord): Promise<void> => {
  const units = BigInt(order.coin_units);
  const { seller, sellerWallet } = sidesOf(order);
  const advert = await trx.selectFrom('otc_advert').select(['id', 'status', 'direction']).where('id', '=', order.advert_id).forUpdate().executeTakeFirstOrThrow();
  const refill = advert.status !== ADVERT_STATUS.closed;
  const keepHeld = advert.direction === 2 && advert.status === ADVERT_STATUS.online;
  if (refill)
    await trx
      .updateTable('otc_advert')
      .set((eb) => ({ remaining: eb('remaining', '+', units.toString()), ...(keepHeld ? { held: eb('held', '+', units.toString()) } : {}) }))
      .where('id', '=', advert.id)
      .execute();
  if (!keepHeld) await deps.ledger.release({ owner: memberOwner(seller), walletType: sellerWallet, asset: order.coin, amount: units, ref: `otc_order:${order.id}` }, trx);
};

/** Pays an order's escrow to its buyer. */
const payEscrow = async (deps: OtcDeps, trx: Trx, order: OrderRecord): Promise<void> => {
  const { buyer, seller, buyerWallet, sellerWallet } = sidesOf(order);
  await deps.ledger.transfer(
    {
      kind: 'otc_release',
      ref: `otc_order:${order.id}`,
      moves: [{ from: { ...memberOwner(seller), walletType: sellerWallet, balance: 'locked' }, to: { ...memberOwner(buyer), walletType: buyerWallet, balance: 'available' }, asset: order.coin, amount: BigInt(order.coin_units) }],
    },
    trx,
  );
};

const move = async (trx: Trx, order: OrderRecord, from: number[], set: Partial<{ status: number; appeal_status: number; paid_time: string; finish_time: string }>): Promise<OrderRecord> => {
  const row = await trx.updateTable('otc_order').set(set).where('id', '=', order.id).where('status', 'in', from).returningAll().executeTakeFirst();
  if (!row) throw new BusinessError('The order has changed; please refresh');
  return row;
};

export const markPaid = async (deps: OtcDeps, book: OrderBook, memberId: string, orderId: string): Promise<void> => {
  const order = await orderOfParty(deps, memberId, orderId);
  if (sidesOf(order).buyer !== memberId) throw new BusinessError('Only the buyer can mark the order paid');
  if (order.status !== STATUS.waiting) throw new BusinessError('The order is not waiting for payment');
  if (Number(order.pay_deadline) < deps.now()) throw new BusinessError('The payment window has passed');
  const at = deps.now();
  const { row, line } = await deps.db.transaction().execute(async (trx) => {
    const row = await move(trx, order, [STATUS.waiting], { status: STATUS.paid, paid_time: String(at) });
    return { row, line: await insertLine(trx, { orderId, sender: '-1', type: 1, content: 'paid', at }) };
  });
  book.announce([line], { order: row, line: 'paid', actor: actorOf(row, memberId) });
};

export const actorOf = (order: OrderRecord, memberId: string): Actor => (String(order.member_id) === memberId ? 'member' : 'merchant');

export const cancelOrder = async (deps: OtcDeps, book: OrderBook, memberId: string, orderId: string): Promise<void> => {
  const order = await orderOfParty(deps, memberId, orderId);
  if (sidesOf(order).buyer !== memberId) throw new BusinessError('Only the buyer can cancel the order');
  if (order.status !== STATUS.waiting) throw new BusinessError('The order can no longer be cancelled');
  await finish(deps, book, order, { to: STATUS.cancelled, from: [STATUS.waiting], line: 'cancelled', actor: actorOf(order, memberId) });
};

export const releaseOrder = async (deps: OtcDeps, book: OrderBook, memberId: string, orderId: string, tradePwd: string): Promise<void> => {
  const order = await orderOfParty(deps, memberId, orderId);
  if (sidesOf(order).seller !== memberId) throw new BusinessError('Only the seller can release the coins');
  if (order.status !== STATUS.paid) throw new BusinessError('The buyer has not marked the order paid');
  await requireTradePassword(deps.db, memberId, tradePwd);
  await releasePaid(deps, book, memberId, orderId);
};

/** Release, once the seller has given the trade password. */
export const releasePaid = async (deps: OtcDeps, book: OrderBook, memberId: string, orderId: string): Promise<void> => {
  const order = await orderOfParty(deps, memberId, orderId);
  if (sidesOf(order).seller !== memberId) throw new BusinessError('Only the seller can release the coins');
  if (order.status !== STATUS.paid) throw new BusinessError('The buyer has not marked the order paid');
  await finish(deps, book, order, { to: STATUS.completed, from: [STATUS.paid], line: 'completed', actor: actorOf(order, memberId) });
};

/** Ends an order: 3 pays the escrow to the buyer, 4 gives it back; an open appeal ends with it. */
export const finish = async (
  deps: OtcDeps,
  book: OrderBook,
  order: OrderRecord,
  how: { to: 3 | 4; from: number[]; line: SystemLine; actor: Actor; appealResult?: string; alsoInTransaction?: (trx: Trx) => Promise<void> },
): Promise<void> => {
  const at = deps.now();
  const { row, lines } = await deps.db.transaction().execute(async (trx) => {
    const row = await move(trx, order, how.from, { status: how.to, finish_time: String(at), ...(order.appeal_status === APPEAL.open ? { appeal_status: APPEAL.ended } : {}) });
    if (how.to === STATUS.completed) await payEscrow(deps, trx, row);
    else await returnEscrow(deps, trx, row);
    if (order.appeal_status === APPEAL.open) {
      await trx.updateTable('otc_appeal').set({ status: 4, result: how.appealResult ?? how.line }).where('order_id', '=', order.id).where('status', '<>', 4).execute();
    }
    // What the caller records with the ending (the operator's ruling on the appeal's timeline) commits or rolls back with it.
    if (how.alsoInTransaction) await how.alsoInTransaction(trx);
    return { row, lines: [await insertLine(trx, { orderId: String(order.id), sender: '-1', type: 1, content: how.line, at })] };
  });
  book.announce(lines, { order: row, line: how.line, actor: how.actor, ...(order.appeal_status === APPEAL.open ? { type: 'appeal' as const } : {}) });
};

/** Cancels every waiting order whose payment window has passed; the server's timer calls it. */
export const expireDue = async (deps: OtcDeps, book: OrderBook): Promise<number> => {
  const due = await deps.db.selectFrom('otc_order').selectAll().where('status', '=', STATUS.waiting).where('pay_deadline', '<', String(deps.now())).orderBy('pay_deadline').limit(100).execute();
  let done = 0;
  for (const order of due) {
    try {
      await finish(deps, book, order, { to: STATUS.cancelled, from: [STATUS.waiting], line: 'expired', actor: 'system' });
      done++;
    } catch (error) {
      // Paid or cancelled in the meantime: nothing to expire.
      if (!(error instanceof BusinessError)) throw error;
    }
  }
  return done;
};

const merchantNames = async (deps: OtcDeps, ids: string[]) => {
  const rows = ids.length ? await deps.db.selectFrom('merchant').select(['id', 'name']).where('id', 'in', [...new Set(ids)]).execute() : [];
  return new Map(rows.map((r) => [String(r.id), r.name]));
};

const toRow = (o: OrderRecord, merchantName: string, asMerchant: boolean): OtcOrderRow => ({
  id: String(o.id),
  order_code: o.order_code,
  order_time: Number(o.create_time),
  // The member's side; the merchant sees its own (the other one).
  type: (asMerchant ? (o.type === 1 ? '2' : '1') : String(o.type)) as '1' | '2',
  coin_cou: coinText(o.coin_units),
  coin_symbol: o.coin,
  unit_price: centsText(o.price),
  fiat_currency_amount: centsText(o.fiat_cents),
  fiat_currency: o.fiat,
  order_status: String(o.status) as OtcOrderRow['order_status'],
  appeal_status: String(o.appeal_status) as OtcOrderRow['appeal_status'],
  merchant_name: merchantName,
});

export const listOrders = async (deps: OtcDeps, memberId: string, input: OrderListBody, asMerchant: boolean): Promise<Page<OtcOrderRow>> => {
  const q = orderListBody.parse(input);
  let base = deps.db.selectFrom('otc_order');
  if (asMerchant) base = base.where('merchant_id', '=', String((await requireMerchant(deps.db, memberId)).id));
  else base = base.where('member_id', '=', memberId);
  if (q.status) base = base.where('status', '=', Number(q.status));
  if (q.orderCode) base = base.where('order_code', '=', q.orderCode);
  const total = Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base.selectAll().orderBy('id', 'desc').limit(q.size).offset((q.current - 1) * q.size).execute();
  const names = await merchantNames(deps, rows.map((r) => String(r.merchant_id)));
  return { records: rows.map((r) => toRow(r, names.get(String(r.merchant_id)) ?? '', asMerchant)), total, size: q.size, current: q.current, pages: Math.ceil(total / q.size) };
};

const memberName = async (deps: OtcDeps, memberId: string) => {
  const m = await deps.db.selectFrom('member').select('uid').where('id', '=', memberId).executeTakeFirst();
  return m ? `User ${m.uid}` : '';
};

export const orderDetail = async (deps: OtcDeps, memberId: string, orderId: string): Promise<OtcOrderDetail> => {
  const o = await orderOfParty(deps, memberId, orderId);
  const asMerchant = String(o.merchant_member_id) === memberId;
  const names = await merchantNames(deps, [String(o.merchant_id)]);
  const merchantName = names.get(String(o.merchant_id)) ?? '';
  const { buyer, seller } = sidesOf(o);
  const role = buyer === memberId ? 'buyer' : 'seller';
  const appeal = await deps.db.selectFrom('otc_appeal').selectAll().where('order_id', '=', o.id).orderBy('id', 'desc').executeTakeFirst();
  const appealOpen = o.appeal_status === APPEAL.open;
  const actions: OtcOrderDetail['actions'] = [];
  if (o.status === STATUS.waiting && role === 'buyer') actions.push('pay', 'cancel');
  if (o.status === STATUS.paid && role === 'seller') actions.push('release');
  if (o.status === STATUS.paid && !appealOpen) actions.push('appeal');
  if (o.status === STATUS.paid && appealOpen) actions.push('appealAdd');
  if (o.status === STATUS.paid && appealOpen && appeal && String(appeal.initiator_id) === memberId) actions.push('appealCancel');
  const nameOf = async (id: string) => (id === String(o.merchant_member_id) ? merchantName : memberName(deps, id));
  return {
    ...toRow(o, merchantName, asMerchant),
    role,
    is_merchant_side: asMerchant,
    pay_deadline: Number(o.pay_deadline),
    paid_time: Number(o.paid_time),
    finish_time: Number(o.finish_time),
    payee: JSON.parse(o.payee_methods) as PaymentMethod[],
    payee_name: await nameOf(seller),
    payer_name: await nameOf(buyer),
    terms: o.terms,
    actions,
    appeal_initiator: appeal ? (String(appeal.initiator_id) === buyer ? 'buyer' : 'seller') : '',
    appeal_record_status: appeal ? (String(appeal.status) as '0' | '1' | '4') : '',
    appeal_result: appeal?.result ?? '',
  };
};
