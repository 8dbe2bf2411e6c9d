// Rewards (issue 27 parts 1–4, products.md §6): points for tasks the server verifies, draws bought
// with points and drawn here with the published odds, trial-fund coupons (the futures module's,
// futures/coupons.ts) bought with points or earned by newcomer tasks, and spot fee-deduction
// coupons (feeCoupons.ts) bought with points. Every change is told to the member on
// refresh_{id} (notify.ts) once its transaction has committed.
//
// Once means once. A credit, a purchase and a draw are each one database transaction: the row
// that records it (a task's primary key, a newcomer reward's, the chance count that must stay
// ≥ 0) is written first, so a second request racing the first finds it and changes nothing; the
// ledger moves join the same transaction, and a refusal rolls everything back. The prize budget
// is the welfare_prizes account: a draw is made only while it holds the largest prize, and the
// ledger refuses to take it below zero, so no run of draws can overspend it.
import { randomInt } from 'node:crypto';
import { maskAccount } from '@exchange/contract';
import {
  DRAW_WEIGHT_TOTAL,
  NEWCOMER_DAYS,
  NEWCOMER_TASKS,
  POINTS_REWARDS,
  WELFARE_TASKS,
  type DrawInfo,
  type DrawRow,
  type DrawWinRow,
  type NewcomerInfo,
  type PointsLogRow,
  type PointsSummary,
  type RedeemBody,
  type RedeemResult,
  type WelfareTaskCode,
} from '@exchange/contract/welfare';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { INSUFFICIENT_BALANCE, LedgerError, toUnits, trimUnits, type Ledger, type LedgerTrx } from '../../ledger/index.ts';
import { grantCoupon } from '../futures/coupons.ts';
import { BUDGET_COIN, memberPoints, memberSpot, pointsFromOutside, pointsSpent, pointUnits, prizeBudget, wholePoints, POINT } from './accounts.ts';
import { LARGEST_PRIZE_UNITS, prizeAt, publishedOdds } from './prizes.ts';
import { taskDone, taskKey } from './tasks.ts';
import type { FeeCoupons } from './feeCoupons.ts';
import type { WelfareNotifier } from './notify.ts';

const DAY = 86_400_000;
const MAX_DRAWS_BOUGHT = 10;

export interface WelfareDeps {
  db: Db;
  ledger: Ledger;
  now?: () => number;
  /** A uniform integer in [0, max): crypto by default; tests pin it. */
  random?: (max: number) => number;
  /** The fee-deduction coupons (points buy them); without it they cannot be bought. */
  feeCoupons?: FeeCoupons;
  /** Tells the member (refresh_{id}); silent by default. */
  notify?: WelfareNotifier;
}

const refusedForFunds = (error: unknown, message: string): never => {
  if (error instanceof LedgerError && error.message === INSUFFICIENT_BALANCE) throw new BusinessError(message);
  throw error;
};

export const createWelfareService = ({ db, ledger, now = Date.now, random = randomInt, feeCoupons, notify = () => undefined }: WelfareDeps) => {
  const points = async (memberId: string, trx?: LedgerTrx) => wholePoints((await ledger.balance({ ownerType: 'member', ownerId: memberId }, memberPoints(memberId).walletType, POINT, trx)).available);
  const chances = async (memberId: string, trx?: LedgerTrx) =>
    (await (trx ?? db).selectFrom('welfare_chance').select('chances').where('member_id', '=', memberId).executeTakeFirst())?.chances ?? 0;
  const log = (trx: LedgerTrx, memberId: string, change: number, reason: string, at: number) =>
    trx.insertInto('welfare_points_log').values({ member_id: memberId, change, reason, create_time: String(at) }).execute();

  const registeredAt = async (memberId: string) => {
    const member = await db.selectFrom('member').select('create_time').where('id', '=', memberId).executeTakeFirstOrThrow();
    return new Date(member.create_time).getTime();
  };

  return {
    async summary(memberId: string): Promise<PointsSummary> {
      const at = now();
      const credited = new Set((await db.selectFrom('welfare_task').select('task_key').where('member_id', '=', memberId).execute()).map((r) => r.task_key));
      const tasks = await Promise.all(
        WELFARE_TASKS.map(async (t) => ({
          code: t.code,
          points: t.points,
          repeat: t.repeat,
          status: credited.has(taskKey(t.code, t.repeat, at)) ? ('2' as const) : (await taskDone(db, memberId, t.code)) ? ('1' as const) : ('0' as const),
        })),
      );
      return { points: await points(memberId), tasks };
    },

    /** Credits a task's points once (a daily task once a UTC day), after checking it is done. */
    async claimTask(memberId: string, code: string): Promise<PointsSummary['tasks'][number]> {
      const task = WELFARE_TASKS.find((t) => t.code === code);
      if (!task) throw new BusinessError('Unknown task');
      if (!(await taskDone(db, memberId, task.code))) throw new BusinessError('This task is not done yet');
      const at = now();
      const key = taskKey(task.code, task.repeat, at);
      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('welfare_task')
          .values({ member_id: memberId, task_key: key, task_code: task.code, points: task.points, create_time: String(at) })
          .onConflict((oc) => oc.columns(['member_id', 'task_key']).doNothing())
          .returning('task_key')
          .executeTakeFirst();
        if (!inserted) throw new BusinessError(task.repeat === 'daily' ? 'You have signed in today' : 'These points have been credited already');
        await ledger.transfer({ kind: 'deposit', ref: `task:${memberId}:${key}`, moves: [{ from: pointsFromOutside, to: memberPoints(memberId), asset: POINT, amount: pointUnits(task.points) }] }, trx);
        await log(trx, memberId, task.points, `task:${task.code}`, at);
      });
      notify(memberId, 'task', key);
      return { code: task.code, points: task.points, repeat: task.repeat, status: '2' };
    },

    async pointsLog(memberId: string, page: { current: number; size: number }): Promise<{ records: PointsLogRow[]; total: number }> {
      const base = db.selectFrom('welfare_points_log').where('member_id', '=', memberId);
      const total = Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(page.size)
        .offset((page.current - 1) * page.size)
        .execute();
      return { total, records: rows.map((r) => ({ id: String(r.id), change: r.change, reason: r.reason, create_time: Number(r.create_time) })) };
    },

    /** Spends points on draw chances or on one trial-fund coupon paid from the prize budget. */
    async redeem(memberId: string, body: RedeemBody): Promise<RedeemResult> {
      const at = now();
      let couponId = '';
      if (body.reward === 'draw') {
        const count = body.count ?? 1;
        if (!Number.isInteger(count) || count < 1 || count > MAX_DRAWS_BOUGHT) throw new BusinessError(`Buy 1 to ${MAX_DRAWS_BOUGHT} draws at a time`);
        const cost = count * POINTS_REWARDS.draw.points;
        await db
          .transaction()
          .execute(async (trx) => {
            await ledger.transfer({ kind: 'points', ref: `draws:${memberId}:${at}`, moves: [{ from: memberPoints(memberId), to: pointsSpent, asset: POINT, amount: pointUnits(cost) }] }, trx);
            await trx
              .insertInto('welfare_chance')
              .values({ member_id: memberId, chances: count })
              .onConflict((oc) => oc.column('member_id').doUpdateSet((eb) => ({ chances: eb('welfare_chance.chances', '+', count) })))
              .execute();
            await log(trx, memberId, -cost, 'draw', at);
          })
          .catch((e: unknown) => refusedForFunds(e, `Not enough points: ${count} draw${count > 1 ? 's' : ''} cost ${cost}`));
      } else if (body.reward === 'coupon') {
        if (body.count !== undefined && body.count !== 1) throw new BusinessError('One coupon at a time');
        const terms = POINTS_REWARDS.coupon;
        const spend = async (trx: LedgerTrx) => {
          await ledger.transfer({ kind: 'points', ref: `coupon:${memberId}:${at}`, moves: [{ from: memberPoints(memberId), to: pointsSpent, asset: POINT, amount: pointUnits(terms.points) }] }, trx);
          await log(trx, memberId, -terms.points, 'coupon', at);
        };
        await db
          .transaction()
          .execute(async (trx) => {
            await spend(trx).catch((e: unknown) => refusedForFunds(e, `Not enough points: a coupon costs ${terms.points}`));
            const coupon = await grantCoupon(db, ledger, { memberId, coin: terms.coin, units: toUnits(terms.amount), days: terms.days, now: at, source: prizeBudget }, trx);
            couponId = coupon.id;
          })
          .catch((e: unknown) => refusedForFunds(e, 'The reward budget is empty for now: try again later'));
        notify(memberId, 'coupon_granted', couponId);
      } else if (body.reward === 'fee_coupon') {
        if (!feeCoupons) throw new BusinessError('Fee-deduction coupons are not offered here');
        if (body.count !== undefined && body.count !== 1) throw new BusinessError('One coupon at a time');
        const terms = POINTS_REWARDS.fee_coupon;
        // Said first, as for the other rewards (the transfer below still refuses a racing spend).
        if ((await points(memberId)) < terms.points) throw new BusinessError(`Not enough points: a fee-deduction coupon costs ${terms.points}`);
        await feeCoupons.expireDue(memberId);
        const spend = async (trx: LedgerTrx) => {
          await ledger
            .transfer({ kind: 'points', ref: `fee-coupon:${memberId}:${at}`, moves: [{ from: memberPoints(memberId), to: pointsSpent, asset: POINT, amount: pointUnits(terms.points) }] }, trx)
            .catch((e: unknown) => refusedForFunds(e, `Not enough points: a fee-deduction coupon costs ${terms.points}`));
          await log(trx, memberId, -terms.points, 'fee_coupon', at);
        };
        const granted = await feeCoupons
          .grant({ memberId, coin: terms.coin, units: toUnits(terms.amount), days: terms.days }, spend)
          .catch((e: unknown) => refusedForFunds(e, 'The reward budget is empty for now: try again later'));
        couponId = granted.id;
      } else {
        throw new BusinessError('reward must be draw, coupon or fee_coupon');
      }
      return { points: await points(memberId), chances: await chances(memberId), coupon_id: couponId };
    },

    async drawInfo(memberId: string): Promise<DrawInfo> {
      const budget = (await ledger.balance({ ownerType: prizeBudget.ownerType, ownerId: prizeBudget.ownerId }, prizeBudget.walletType, BUDGET_COIN)).available;
      return { chances: await chances(memberId), cost: POINTS_REWARDS.draw.points, prizes: publishedOdds(), budget: trimUnits(budget), budget_coin: BUDGET_COIN, open: budget >= LARGEST_PRIZE_UNITS };
    },

    /** Uses one chance: picks a prize with the published odds and pays it from the budget. */
    async play(memberId: string): Promise<DrawRow> {
      const at = now();
      const drawn = await db.transaction().execute(async (trx): Promise<DrawRow> => {
        const used = await trx.updateTable('welfare_chance').set((eb) => ({ chances: eb('chances', '-', 1) })).where('member_id', '=', memberId).where('chances', '>', 0).executeTakeFirst();
        if (!used.numUpdatedRows) throw new BusinessError('You have no draws left: redeem points for one');
        const budget = (await ledger.balance({ ownerType: prizeBudget.ownerType, ownerId: prizeBudget.ownerId }, prizeBudget.walletType, BUDGET_COIN, trx)).available;
        if (budget < LARGEST_PRIZE_UNITS) throw new BusinessError('The prize budget is being refilled: your draw is kept, try again later');
        const prize = prizeAt(random(DRAW_WEIGHT_TOTAL));
        const units = toUnits(prize.amount);
        const row = await trx
          .insertInto('welfare_draw')
          .values({ member_id: memberId, prize_code: prize.code, coin: prize.coin, amount: String(units), create_time: String(at) })
          .returning('id')
          .executeTakeFirstOrThrow();
        await ledger
          .transfer({ kind: 'prize', ref: `draw:${row.id}`, moves: [{ from: prizeBudget, to: memberSpot(memberId), asset: prize.coin, amount: units }] }, trx)
          .catch((e: unknown) => refusedForFunds(e, 'The prize budget is being refilled: your draw is kept, try again later'));
        return { id: String(row.id), prize_code: prize.code, coin: prize.coin, amount: prize.amount, create_time: at };
      });
      notify(memberId, 'draw', drawn.id);
      return drawn;
    },

    /** The member's fee-deduction coupons, newest first (none where they are not offered). */
    async feeCouponList(memberId: string) {
      return feeCoupons ? feeCoupons.list(memberId) : [];
    },

    async myDraws(memberId: string): Promise<DrawRow[]> {
      const rows = await db.selectFrom('welfare_draw').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(50).execute();
      return rows.map((r) => ({ id: String(r.id), prize_code: r.prize_code, coin: r.coin, amount: trimUnits(BigInt(r.amount)), create_time: Number(r.create_time) }));
    },

    /** The latest wins of everyone, the winners' accounts masked. */
    async wins(): Promise<DrawWinRow[]> {
      const rows = await db
        .selectFrom('welfare_draw')
        .innerJoin('member', 'member.id', 'welfare_draw.member_id')
        .select(['welfare_draw.prize_code', 'welfare_draw.coin', 'welfare_draw.amount', 'welfare_draw.create_time', 'member.email', 'member.phone'])
        .orderBy('welfare_draw.id', 'desc')
        .limit(20)
        .execute();
      return rows.map((r) => ({ account: maskAccount(r.email ?? r.phone ?? ''), prize_code: r.prize_code, coin: r.coin, amount: trimUnits(BigInt(r.amount)), create_time: Number(r.create_time) }));
    },

    async newcomers(memberId: string): Promise<NewcomerInfo> {
      const at = now();
      const end = (await registeredAt(memberId)) + NEWCOMER_DAYS * DAY;
      const paid = new Map((await db.selectFrom('welfare_newcomer').select(['task_code', 'coupon_id']).where('member_id', '=', memberId).execute()).map((r) => [r.task_code, r.coupon_id]));
      const tasks = await Promise.all(
        NEWCOMER_TASKS.map(async (t) => {
          const couponId = paid.get(t.code);
          const status = couponId !== undefined ? ('2' as const) : (await taskDone(db, memberId, t.code)) ? ('1' as const) : ('0' as const);
          return { code: t.code, coin: t.coin, amount: t.amount, status, coupon_id: couponId ?? '' };
        }),
      );
      return { days: NEWCOMER_DAYS, end_time: end, now: at, open: at < end, tasks };
    },

    /** Pays a newcomer task's trial-fund coupon once, while the newcomer window is open. */
    async claimNewcomer(memberId: string, code: string): Promise<NewcomerInfo['tasks'][number]> {
      const task = NEWCOMER_TASKS.find((t) => t.code === code);
      if (!task) throw new BusinessError('Unknown task');
      const at = now();
      if (at >= (await registeredAt(memberId)) + NEWCOMER_DAYS * DAY) throw new BusinessError(`Newcomer rewards are open for the first ${NEWCOMER_DAYS} days after registering`);
      if (!(await taskDone(db, memberId, task.code as WelfareTaskCode))) throw new BusinessError('This task is not done yet');
      const couponId = await db
        .transaction()
        .execute(async (trx) => {
          const inserted = await trx
            .insertInto('welfare_newcomer')
            .values({ member_id: memberId, task_code: task.code, coupon_id: '', create_time: String(at) })
            .onConflict((oc) => oc.columns(['member_id', 'task_code']).doNothing())
            .returning('task_code')
            .executeTakeFirst();
          if (!inserted) throw new BusinessError('This reward has been claimed already');
          const coupon = await grantCoupon(db, ledger, { memberId, coin: task.coin, units: toUnits(task.amount), days: task.days, now: at, source: prizeBudget }, trx);
          await trx.updateTable('welfare_newcomer').set({ coupon_id: coupon.id }).where('member_id', '=', memberId).where('task_code', '=', task.code).execute();
          return coupon.id;
        })
        .catch((e: unknown) => refusedForFunds(e, 'The reward budget is empty for now: try again later'));
      notify(memberId, 'coupon_granted', couponId);
      return { code: task.code, coin: task.coin, amount: task.amount, status: '2', coupon_id: couponId };
    },
  };
};

export type WelfareService = ReturnType<typeof createWelfareService>;
