// Subscribing and redeeming. Each runs in one database transaction that locks the product row
// first and the holding after (the accrual job locks holdings only, never a product), so caps
// are judged on what is really held and two concurrent calls queue. The money moves in the same
// transaction: spot → savings pool on subscribe, pool → spot (principal and unpaid interest) on
// redeem; a refusal rolls everything back.
import type { Db } from '../../db/index.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { toUnits, trimUnits, type Ledger } from '../../ledger/index.ts';
import { memberSpot, poolRef } from './accounts.ts';
import { HOLDING_STATUS, type HoldingRow, type ProductRow } from './rows.ts';

const DAY = 86_400_000;

const amountOf = (text: string): bigint => {
  const units = toUnits(text.trim());
  if (units <= 0n) throw new BusinessError('The amount must be above 0');
  return units;
};

const lockProduct = async (trx: Transaction<Database>, productId: string): Promise<ProductRow> => {
  if (!/^\d{1,18}$/.test(productId)) throw new BusinessError('Product not found');
  const product = await trx.selectFrom('finance_product').selectAll().where('id', '=', productId).forUpdate().executeTakeFirst();
  if (!product || !product.enabled) throw new BusinessError('Product not found');
  return product;
};

const event = (trx: Transaction<Database>, memberId: string, holding: HoldingRow, coin: string, type: string, amount: bigint, now: number) =>
  trx.insertInto('finance_event').values({ member_id: memberId, holding_id: holding.id, coin, type, amount: String(amount), create_time: String(now) }).execute();

export const subscribe = async (db: Db, ledger: Ledger, memberId: string, input: { productId: string; amount: string }, now = Date.now()) => {
  const amount = amountOf(input.amount);
  return db.transaction().execute(async (trx) => {
    const product = await lockProduct(trx, input.productId);
    const coin = product.coin;
    if (amount < BigInt(product.min_amount)) throw new BusinessError(`The least you can subscribe is ${trimUnits(BigInt(product.min_amount))} ${coin}`);
    const held = await trx
      .selectFrom('finance_holding')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('principal'), eb.val('0')).as('sum'))
      .where('member_id', '=', memberId)
      .where('product_id', '=', product.id)
      .where('status', '=', HOLDING_STATUS.earning)
      .executeTakeFirstOrThrow();
    const memberRoom = BigInt(product.member_cap) - BigInt(held.sum);
    if (amount > memberRoom) throw new BusinessError(`You can hold at most ${trimUnits(BigInt(product.member_cap))} ${coin} in this product; ${trimUnits(memberRoom > 0n ? memberRoom : 0n)} ${coin} more`);
    const totalRoom = BigInt(product.total_cap) - BigInt(product.subscribed);
    if (amount > totalRoom) throw new BusinessError(`This product has room for ${trimUnits(totalRoom > 0n ? totalRoom : 0n)} ${coin} more`);

    let holding: HoldingRow;
    const flexible = product.kind === 'flexible';
    // A flexible product keeps one row per member: a day's interest is then counted once however
    // often the member redeems and subscribes again.
    const existing = flexible
      ? await trx.selectFrom('finance_holding').selectAll().where('member_id', '=', memberId).where('product_id', '=', product.id).forUpdate().executeTakeFirst()
      : undefined;
    if (existing) {
      holding = await trx
        .updateTable('finance_holding')
        .set({
          principal: String(BigInt(existing.principal) + amount),
          status: HOLDING_STATUS.earning,
          ...(existing.status === HOLDING_STATUS.redeemed ? { start_time: String(now) } : {}),
        })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } else {
      holding = await trx
        .insertInto('finance_holding')
        .values({
          member_id: memberId,
          product_id: product.id,
          principal: String(amount),
          start_time: String(now),
          maturity_time: String(flexible ? 0 : now + product.term_days * DAY),
          status: HOLDING_STATUS.earning,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    await trx.updateTable('finance_product').set({ subscribed: String(BigInt(product.subscribed) + amount) }).where('id', '=', product.id).execute();
    await event(trx, memberId, holding, coin, 'subscribe', amount, now);
    await ledger.transfer({ kind: 'savings_subscribe', ref: `savings:${holding.id}`, moves: [{ from: memberSpot(memberId), to: poolRef, asset: coin, amount }] }, trx);
    return { holding, product };
  });
};

/**
 * Pays back principal (all of it, or `amount` of a flexible holding) with all the unpaid interest.
 * A fixed holding is paid only at maturity. `memberId` null is the job paying out a matured one.
 */
export const redeem = async (db: Db, ledger: Ledger, memberId: string | null, input: { holdingId: string; amount?: string | undefined }, now = Date.now()) => {
  if (!/^\d{1,18}$/.test(input.holdingId)) throw new BusinessError('Holding not found');
  const asked = input.amount === undefined || input.amount.trim() === '' ? null : amountOf(input.amount);
  const found = await db.selectFrom('finance_holding').select(['product_id', 'member_id']).where('id', '=', input.holdingId).executeTakeFirst();
  // Another member's holding reads as no holding at all.
  if (!found || (memberId !== null && found.member_id !== memberId)) throw new BusinessError('Holding not found');
  return db.transaction().execute(async (trx) => {
    const product = await trx.selectFrom('finance_product').selectAll().where('id', '=', found.product_id).forUpdate().executeTakeFirstOrThrow();
    const holding = await trx.selectFrom('finance_holding').selectAll().where('id', '=', input.holdingId).forUpdate().executeTakeFirstOrThrow();
    if (holding.status !== HOLDING_STATUS.earning) throw new BusinessError('This holding has been redeemed already');
    const principal = BigInt(holding.principal);
    if (product.kind === 'fixed') {
      if (now < Number(holding.maturity_time)) throw new BusinessError(`A fixed-term holding is paid at maturity, ${new Date(Number(holding.maturity_time)).toISOString().slice(0, 16).replace('T', ' ')} UTC`);
      if (asked !== null && asked !== principal) throw new BusinessError('A fixed-term holding is redeemed whole');
    }
    const part = asked ?? principal;
    if (part > principal) throw new BusinessError(`You hold ${trimUnits(principal)} ${product.coin} in this product`);
    const left = principal - part;
    const interest = BigInt(holding.interest);
    const updated = await trx
      .updateTable('finance_holding')
      .set({ principal: String(left), interest: '0', status: left === 0n ? HOLDING_STATUS.redeemed : HOLDING_STATUS.earning })
      .where('id', '=', holding.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.updateTable('finance_product').set({ subscribed: String(BigInt(product.subscribed) - part) }).where('id', '=', product.id).execute();
    await event(trx, holding.member_id, holding, product.coin, 'redeem', part + interest, now);
    await ledger.transfer({ kind: 'savings_redeem', ref: `savings:${holding.id}`, moves: [{ from: poolRef, to: memberSpot(holding.member_id), asset: product.coin, amount: part + interest }] }, trx);
    return { holding: updated, product };
  });
};

/**
 * What a member holds in savings per coin: principal and unpaid interest of every earning holding,
 * in ledger units (the wallet counts it in the member's total assets: modules/assets accounts.ts).
 */
export const savingsHeld = async (db: Db, memberId: string): Promise<Array<{ asset: string; units: bigint }>> => {
  const rows = await db
    .selectFrom('finance_holding')
    .innerJoin('finance_product', 'finance_product.id', 'finance_holding.product_id')
    .select((eb) => ['finance_product.coin as coin', eb.fn.sum<string>(eb('finance_holding.principal', '+', eb.ref('finance_holding.interest'))).as('units')])
    .where('finance_holding.member_id', '=', memberId)
    .where('finance_holding.status', '=', HOLDING_STATUS.earning)
    .groupBy('finance_product.coin')
    .execute();
  return rows.map((r) => ({ asset: r.coin, units: BigInt(r.units ?? '0') }));
};
