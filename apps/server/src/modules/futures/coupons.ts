// Trial-fund coupons (issue 22 part 6, products.md §1.12): an amount of a settlement coin the
// operator grants a member, usable once as the margin of one market position, until it expires.
//
// Money. Granting books the amount into the exchange (a deposit from outside, as any credit from
// the outside world is) onto the futures_coupons system account, locked there while the coupon is
// usable, so the account's locked balance is always the sum of the usable coupons. Using it, the
// open's hold comes from there (settlement.ts); the margin it buys is the position's coupon part:
// losses and fees are taken from it first, what is left of it goes back to the coupons account
// when the position closes, and profits become the member's own balance. The coupon part is never
// the member's to take out: it is margin (locked), updateBond refuses coupon positions, and a
// transfer out of the contract account can only move available funds. An expired coupon frees its
// amount on the coupons account (the exchange keeps it).
import type { CouponRow } from '@exchange/contract';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { memberOwner, trimUnits, type BalanceRef, type Ledger, type LedgerTrx } from '../../ledger/index.ts';
import { COUPONS, contractRef } from './settlement.ts';

export const COUPON_STATUS = { usable: 0, used: 1, expired: 2 } as const;

const DAY = 86_400_000;

export interface StoredCoupon {
  id: string;
  member_id: string;
  coin: string;
  amount: string;
  status: number;
  expire_time: string;
  create_time: string;
  position_id: string | null;
}

export const couponRow = (c: StoredCoupon): CouponRow => ({
  id: c.id,
  coin: c.coin,
  amount: trimUnits(BigInt(c.amount)),
  status: String(c.status) as CouponRow['status'],
  expire_time: Number(c.expire_time),
  create_time: Number(c.create_time),
  position_id: c.position_id ?? '',
});

/**
 * Grants a coupon: its amount is locked on the coupons account. By default it comes into the
 * exchange (the operator's command: a deposit); a reward pays it from `source`, a funded account
 * of the exchange (modules/welfare), inside the caller's transaction `trx` when given.
 */
export const grantCoupon = async (
  db: Db,
  ledger: Ledger,
  input: { memberId: string; coin: string; units: bigint; days: number; now?: number; source?: BalanceRef },
  trx?: LedgerTrx,
): Promise<StoredCoupon> => {
  if (input.units <= 0n) throw new BusinessError('A coupon needs an amount above 0');
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > 3650) throw new BusinessError('A coupon lasts 1 to 3650 days');
  const now = input.now ?? Date.now();
  const id = `${now}${String(randomInt(1_000_000)).padStart(6, '0')}`;
  const coupon: StoredCoupon = { id, member_id: input.memberId, coin: input.coin, amount: String(input.units), status: COUPON_STATUS.usable, expire_time: String(now + input.days * DAY), create_time: String(now), position_id: null };
  const from: BalanceRef = input.source ?? { ownerType: 'system', ownerId: 'external', walletType: '4', balance: 'available' };
  const write = async (t: LedgerTrx) => {
    await t.insertInto('contract_coupon').values(coupon).execute();
    await ledger.transfer({ kind: input.source ? 'coupon' : 'deposit', ref: `coupon:${id}`, moves: [{ from, to: contractRef(COUPONS, 'locked'), asset: input.coin, amount: input.units }] }, t);
  };
  if (trx) await write(trx);
  else await db.transaction().execute(write);
  return coupon;
};

/**
 * Coupons of a member, newest first (status: all, or '0' usable, '1' used, '2' expired). Coupons
 * past their time are expired first, freeing their amount on the coupons account; one being spent
 * right now (`busy`) is left to its open.
 */
export const memberCoupons = async (db: Db, ledger: Ledger, memberId: string, status: 'all' | '0' | '1' | '2', busy: ReadonlySet<string>, now = Date.now()): Promise<CouponRow[]> => {
  await expireCoupons(db, ledger, memberId, busy, now);
  let q = db.selectFrom('contract_coupon').selectAll().where('member_id', '=', memberId);
  if (status !== 'all') q = q.where('status', '=', Number(status));
  return (await q.orderBy('create_time', 'desc').orderBy('id', 'desc').execute()).map(couponRow);
};

/**
 * Expires the usable coupons past their time, of one member or (null) of every member, freeing
 * their amount on the coupons account; one being spent right now (`busy`) is left to its open.
 * Answers the coupons it expired.
 */
export const expireCoupons = async (db: Db, ledger: Ledger, memberId: string | null, busy: ReadonlySet<string>, now: number): Promise<{ memberId: string; id: string }[]> => {
  let q = db.selectFrom('contract_coupon').selectAll().where('status', '=', COUPON_STATUS.usable).where('expire_time', '<', String(now));
  if (memberId !== null) q = q.where('member_id', '=', memberId);
  const expired: { memberId: string; id: string }[] = [];
  for (const coupon of await q.execute()) {
    if (busy.has(coupon.id)) continue;
    const done = await db.transaction().execute(async (trx) => {
      const changed = await trx.updateTable('contract_coupon').set({ status: COUPON_STATUS.expired }).where('id', '=', coupon.id).where('status', '=', COUPON_STATUS.usable).executeTakeFirst();
      if (changed.numUpdatedRows === 0n) return false;
      await ledger.transfer({ kind: 'coupon', ref: `coupon:${coupon.id}`, moves: [{ from: contractRef(COUPONS, 'locked'), to: contractRef(COUPONS, 'available'), asset: coupon.coin, amount: BigInt(coupon.amount) }] }, trx);
      return true;
    });
    if (done) expired.push({ memberId: coupon.member_id, id: coupon.id });
  }
  return expired;
};

/** A member's usable coupon, or a refusal that says why not. */
export const usableCoupon = async (db: Db, memberId: string, couponId: string, now = Date.now()): Promise<StoredCoupon> => {
  const coupon = await db.selectFrom('contract_coupon').selectAll().where('id', '=', couponId).where('member_id', '=', memberId).executeTakeFirst();
  if (!coupon) throw new BusinessError('Coupon not found');
  if (coupon.status === COUPON_STATUS.used) throw new BusinessError('This coupon has been used');
  if (coupon.status === COUPON_STATUS.expired || Number(coupon.expire_time) < now) throw new BusinessError('This coupon has expired');
  return coupon;
};

/** The member's own id as the ledger names it (for callers that only have the coupon). */
export const couponOwner = (coupon: StoredCoupon) => memberOwner(coupon.member_id);
