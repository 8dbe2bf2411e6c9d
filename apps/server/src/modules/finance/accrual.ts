// The daily interest job. For the UTC day of `now`, every earning holding gets that day's
// interest once: principal × rate / 365, rounded down, moved from the interest account to the
// savings pool and added to the holding's unpaid interest, in one transaction with the row of
// finance_interest whose key (holding, day) makes it once, across concurrent runs and restarts.
// A fixed holding accrues at most term_days days; once matured, the job pays it out (holdings.ts
// redeem). Running it often is harmless; the server runs it hourly and operators can run it now
// (npm run admin -- finance-accrue).
import { FINANCE_DAYS_PER_YEAR } from '@exchange/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { LEDGER_SCALE, LedgerError, type Ledger } from '../../ledger/index.ts';
import { payerRef, poolRef } from './accounts.ts';
import { redeem } from './holdings.ts';
import { HOLDING_STATUS } from './rows.ts';

const SCALE = 10n ** BigInt(LEDGER_SCALE);

/** One day's interest of a principal at an annual rate (both in ledger units). */
export const dailyInterest = (principal: bigint, rate: bigint): bigint => (principal * rate) / (SCALE * BigInt(FINANCE_DAYS_PER_YEAR));

export const utcDay = (now: number): string => new Date(now).toISOString().slice(0, 10);

export interface AccrualReport {
  day: string;
  accrued: number;
  /** Holdings the interest account could not pay today (it needs funding); tried again next run. */
  unpaid: number;
  matured: number;
}

export const runAccrual = async (db: Db, ledger: Ledger, now = Date.now()): Promise<AccrualReport> => {
  const day = utcDay(now);
  const report: AccrualReport = { day, accrued: 0, unpaid: 0, matured: 0 };
  const due = await db
    .selectFrom('finance_holding as h')
    .innerJoin('finance_product as p', 'p.id', 'h.product_id')
    .select(['h.id', 'p.coin'])
    .where('h.status', '=', HOLDING_STATUS.earning)
    .where('h.start_time', '<=', String(now))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('finance_interest as i').select('i.day').whereRef('i.holding_id', '=', 'h.id').where('i.day', '=', day))))
    .orderBy('h.id')
    .execute();
  // One transaction per coin: its holdings' interest is one payment from the interest account, so
  // when that account cannot pay the coin's day, none of it is booked and the next run tries again.
  for (const coin of [...new Set(due.map((d) => d.coin))]) {
    const ids = due.filter((d) => d.coin === coin).map((d) => d.id);
    try {
      report.accrued += await db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('finance_holding as h')
          .innerJoin('finance_product as p', 'p.id', 'h.product_id')
          .select(['h.id', 'h.member_id', 'h.principal', 'h.accrued_days', 'p.rate', 'p.kind', 'p.term_days'])
          .where('h.id', 'in', ids)
          .where('h.status', '=', HOLDING_STATUS.earning)
          .orderBy('h.id')
          .forUpdate('h')
          .execute();
        const earning = locked.filter((h) => h.kind !== 'fixed' || h.accrued_days < h.term_days).map((h) => ({ ...h, amount: dailyInterest(BigInt(h.principal), BigInt(h.rate)) }));
        if (earning.length === 0) return 0;
        const claimed = await trx
          .insertInto('finance_interest')
          .values(earning.map((h) => ({ holding_id: h.id, day, amount: String(h.amount) })))
          .onConflict((oc) => oc.doNothing())
          .returning('holding_id')
          .execute();
        const mine = new Set(claimed.map((c) => String(c.holding_id)));
        const paid = earning.filter((h) => mine.has(String(h.id)));
        if (paid.length === 0) return 0;
        await sql`update finance_holding h set interest = h.interest + v.amount::numeric, earned = h.earned + v.amount::numeric, accrued_days = h.accrued_days + 1
          from (values ${sql.join(paid.map((p) => sql`(${p.id}::bigint, ${String(p.amount)})`))}) as v(id, amount) where h.id = v.id`.execute(trx);
        const paying = paid.filter((p) => p.amount > 0n);
        if (paying.length === 0) return paid.length;
        await trx.insertInto('finance_event').values(paying.map((p) => ({ member_id: p.member_id, holding_id: p.id, coin, type: 'interest', amount: String(p.amount), create_time: String(now) }))).execute();
        const total = paying.reduce((s, p) => s + p.amount, 0n);
        await ledger.transfer({ kind: 'savings_interest', ref: `savings:${coin}:${day}`, moves: [{ from: payerRef, to: poolRef, asset: coin, amount: total }] }, trx);
        return paid.length;
      });
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      report.unpaid += ids.length;
    }
  }
  const matured = await db
    .selectFrom('finance_holding as h')
    .innerJoin('finance_product as p', 'p.id', 'h.product_id')
    .select('h.id')
    .where('p.kind', '=', 'fixed')
    .where('h.status', '=', HOLDING_STATUS.earning)
    .where('h.maturity_time', '<=', String(now))
    .execute();
  for (const { id } of matured) {
    try {
      await redeem(db, ledger, null, { holdingId: id }, now);
      report.matured++;
    } catch (error) {
      // The member redeemed it in between: nothing left to pay.
      if (!(error instanceof BusinessError)) throw error;
    }
  }
  return report;
};
