// Spot fee-deduction coupons (issue 27 part 1): a value in a coin that pays the member's spot
// trading fees while it is active, until it is used up or expires.
//
// Money. Granting moves the value from the prize budget (accounts.ts) onto the member's fee credit:
// their rewards wallet (7, never listed nor transferable) in the coupon's coin, locked. The spot
// settlement (market/settlement.ts) asks `sponsorOf` who pays a member's fees; while a coupon is
// active it pays them from that credit into the fees account, and the member pays only what it
// could not cover. A member has at most one active fee coupon (a unique index), so the credit is
// that coupon's remaining value. Expiry gives what is left back to the prize budget.
//
// The book of active coupons is in memory (loaded at start, changed only here) because the
// settlement asks on every fill; the rows are the record. Closing a coupon (used up, expired) and
// granting one tell the member on refresh_{id} (notify).
import { randomInt } from 'node:crypto';
import type { FeeCouponRow } from '@exchange/contract/welfare';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { memberOwner, trimUnits, WALLET_TYPE, type BalanceRef, type Ledger, type LedgerTrx, type Move } from '../../ledger/index.ts';
import { partyOfEngineOwner, type FeeSponsor } from '../../market/settlement.ts';
import type { CommitObserver } from '../../market/symbolMarket.ts';
import { prizeBudget } from './accounts.ts';

export const FEE_COUPON_STATUS = { active: 0, usedUp: 1, expired: 2 } as const;
const DAY = 86_400_000;

/** Where an active fee coupon's remaining value sits: the member's rewards wallet, locked. */
export const feeCredit = (memberId: string): BalanceRef => ({ ...memberOwner(memberId), walletType: WALLET_TYPE.rewards, balance: 'locked' });

interface Active {
  id: string;
  coin: string;
  expireTime: number;
}

/** A close that found the coupon closed already. */
class AlreadyClosed extends Error {}

export type FeeCouponEvent = 'granted' | 'used_up' | 'expired';
export type FeeCouponNotify = (memberId: string, couponId: string, event: FeeCouponEvent) => void;

export const createFeeCoupons = (db: Db, ledger: Ledger, options: { now?: () => number; notify?: FeeCouponNotify } = {}) => {
  const now = options.now ?? Date.now;
  const notify = options.notify ?? (() => undefined);
  const active = new Map<string, Active>();
  const granting = new Set<string>();

  const creditLeft = async (memberId: string, coin: string): Promise<bigint> => {
    const key = feeCredit(memberId);
    await ledger.prime([{ key, asset: coin }]);
    return ledger.current(key, coin)?.locked ?? 0n;
  };

  /**
   * Moves a credit row's money through staged transfers written in our own transaction
   * (stage/postStaged), never a transfer joined to a transaction: that would make the row
   * volatile, and the settlement reads the credit from the funds in memory.
   */
  const inTransaction = async <T>(moves: Move[], ref: string, work: (trx: LedgerTrx) => Promise<T>): Promise<T> => {
    const staged = moves.length > 0 ? await ledger.stage({ kind: 'coupon', ref, moves }) : null;
    try {
      const result = await db.transaction().execute(async (trx) => {
        const value = await work(trx);
        if (staged) await ledger.postStaged(trx, [staged]);
        return value;
      });
      if (staged) ledger.settleStaged([staged], true);
      return result;
    } catch (error) {
      if (staged) ledger.settleStaged([staged], false);
      throw error;
    }
  };

  /** Closes an active coupon: expired gives what is left back to the budget; used up needs nothing left. */
  const close = async (memberId: string, coupon: Active, as: 'used_up' | 'expired'): Promise<boolean> => {
    const at = now();
    const left = await creditLeft(memberId, coupon.coin);
    if (as === 'used_up' && left > 0n) return false;
    const moves: Move[] = left > 0n ? [{ from: feeCredit(memberId), to: prizeBudget, asset: coupon.coin, amount: left }] : [];
    const closed = await inTransaction(moves, `fee-coupon:${coupon.id}`, async (trx) => {
      const changed = await trx
        .updateTable('welfare_fee_coupon')
        .set({ status: as === 'used_up' ? FEE_COUPON_STATUS.usedUp : FEE_COUPON_STATUS.expired, close_time: String(at), remaining: String(left) })
        .where('id', '=', coupon.id)
        .where('status', '=', FEE_COUPON_STATUS.active)
        .executeTakeFirst();
      // Closed already (by a run racing this one): nothing is written, the staged move is undone.
      if (changed.numUpdatedRows === 0n) throw new AlreadyClosed();
      return true;
    }).catch((error: unknown) => {
      if (error instanceof AlreadyClosed) return false;
      throw error;
    });
    if (active.get(memberId)?.id === coupon.id) active.delete(memberId);
    if (closed) notify(memberId, coupon.id, as);
    return closed;
  };

  const sponsor: FeeSponsor = {
    payerOf(memberId, coin) {
      const coupon = active.get(memberId);
      return coupon && coupon.coin === coin && now() < coupon.expireTime ? feeCredit(memberId) : null;
    },
  };

  /** After each market commit: the members whose fees a coupon paid may have used it up. */
  const observer = (log: { error(obj: object, msg: string): void }): CommitObserver => ({
    committed(market, _meta, events) {
      if (active.size === 0) return;
      const paid = new Set<string>();
      for (const event of events) {
        if (event.type !== 'trade') continue;
        for (const owner of [event.takerOwner, event.makerOwner]) {
          const party = partyOfEngineOwner(owner);
          if (party.owner.ownerType === 'member' && party.walletType === WALLET_TYPE.spot && active.get(party.owner.ownerId)?.coin === market.config.quote_symbol) paid.add(party.owner.ownerId);
        }
      }
      if (paid.size > 0) settled(paid).catch((err: unknown) => log.error({ err }, 'fee coupon check failed'));
    },
  });

  const settled = async (memberIds: Iterable<string>): Promise<void> => {
    for (const memberId of new Set(memberIds)) {
      const coupon = active.get(memberId);
      if (coupon) await close(memberId, coupon, 'used_up');
    }
  };

  return {
    sponsor,
    observer,

    /** Reads the active coupons into memory (at start, before the first fill). */
    async load(): Promise<void> {
      active.clear();
      const rows = await db.selectFrom('welfare_fee_coupon').select(['id', 'member_id', 'coin', 'expire_time']).where('status', '=', FEE_COUPON_STATUS.active).execute();
      for (const r of rows) active.set(String(r.member_id), { id: r.id, coin: r.coin, expireTime: Number(r.expire_time) });
    },

    /**
     * Grants a coupon paid from the prize budget, `pay` (the points it costs) in the same
     * transaction. Refused while the member has an active one (call expireDue first).
     */
    async grant(input: { memberId: string; coin: string; units: bigint; days: number }, pay: (trx: LedgerTrx) => Promise<void>): Promise<Active> {
      if (input.units <= 0n) throw new BusinessError('A coupon needs an amount above 0');
      // The credit row's staged money must never be spent by a coupon already active: one at a time.
      if (active.has(input.memberId) || granting.has(input.memberId)) throw new BusinessError('You have an active fee-deduction coupon already: use it up first');
      granting.add(input.memberId);
      try {
        const at = now();
        const coupon: Active = { id: `${at}${String(randomInt(1_000_000)).padStart(6, '0')}`, coin: input.coin, expireTime: at + input.days * DAY };
        const moves: Move[] = [{ from: prizeBudget, to: feeCredit(input.memberId), asset: coupon.coin, amount: input.units }];
        await inTransaction(moves, `fee-coupon:${coupon.id}`, async (trx) => {
          await pay(trx);
          const inserted = await trx
            .insertInto('welfare_fee_coupon')
            .values({ id: coupon.id, member_id: input.memberId, coin: coupon.coin, amount: String(input.units), status: FEE_COUPON_STATUS.active, expire_time: String(coupon.expireTime), create_time: String(at) })
            .onConflict((oc) => oc.column('member_id').where('status', '=', FEE_COUPON_STATUS.active).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!inserted) throw new BusinessError('You have an active fee-deduction coupon already: use it up first');
        });
        active.set(input.memberId, coupon);
        notify(input.memberId, coupon.id, 'granted');
        return coupon;
      } finally {
        granting.delete(input.memberId);
      }
    },

    /** After fills of these members committed: a coupon with nothing left is used up. */
    settled,

    /** Expires every active coupon past its time (a periodic job, and before a member's list). */
    async expireDue(memberId?: string): Promise<number> {
      const at = now();
      let n = 0;
      for (const [owner, coupon] of [...active]) {
        if ((memberId === undefined || owner === memberId) && at >= coupon.expireTime && (await close(owner, coupon, 'expired'))) n++;
      }
      return n;
    },

    /** The member's fee coupons, newest first; an active one's remaining value is its credit now. */
    async list(memberId: string): Promise<FeeCouponRow[]> {
      await this.expireDue(memberId);
      const rows = await db.selectFrom('welfare_fee_coupon').selectAll().where('member_id', '=', memberId).orderBy('create_time', 'desc').orderBy('id', 'desc').limit(100).execute();
      return Promise.all(
        rows.map(async (r) => {
          const remaining = r.status === FEE_COUPON_STATUS.active ? await creditLeft(memberId, r.coin) : BigInt(r.remaining ?? '0');
          return {
            id: r.id,
            coin: r.coin,
            amount: trimUnits(BigInt(r.amount)),
            remaining: remaining === 0n ? '0' : trimUnits(remaining),
            status: String(r.status) as FeeCouponRow['status'],
            expire_time: Number(r.expire_time),
            create_time: Number(r.create_time),
            close_time: Number(r.close_time ?? 0),
          };
        }),
      );
    },
  };
};

export type FeeCoupons = ReturnType<typeof createFeeCoupons>;
