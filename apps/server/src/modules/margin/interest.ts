// The interest job: every started hour of an open loan is charged (products.md §2: simple,
// hourly, principal × daily rate / 24, the first hour at the borrow). Each run adds to every open
// loan the hours that have started since it was last charged, on the principal it owes now (a
// partial repay lowers what later hours cost). Interest is a debt of the member to the pool: each
// charge is a ledger posting to the interest receivable (accrual.ts) in the same database
// transaction as the loan row's new interest and hours, so an hour is charged exactly once, a
// restart or a crash included (hours_charged and the posting commit together or not at all). A
// loan is charged under its member's queue, so a repay never writes over an hour's charge.
import type { Db } from '../../db/index.ts';
import type { Ledger } from '../../ledger/index.ts';
import { accrueInterest } from './accrual.ts';
import { hoursStarted, interestFor } from '../../risk/marginLevel.ts';
import { allOpenLoans, chargeHours } from './repo.ts';
import type { MemberQueue } from './serial.ts';

export const createInterestJob = (deps: { db: Db; ledger: Ledger; queue: MemberQueue; now: () => number }) => {
  /** Charges every hour that has started by now; answers how many loans were charged. */
  const accrue = async (): Promise<number> => {
    const now = deps.now();
    const due = (await allOpenLoans(deps.db)).filter((l) => hoursStarted(Number(l.create_time), now) > l.hours_charged);
    const byMember = new Map<string, typeof due>();
    for (const loan of due) byMember.set(loan.member_id, [...(byMember.get(loan.member_id) ?? []), loan]);
    let charged = 0;
    await Promise.all(
      [...byMember].map(([memberId, loans]) =>
        deps.queue.run(memberId, async () => {
          for (const stale of loans) {
            // Read again under the queue: a repay may have changed it since.
            const loan = await deps.db.selectFrom('margin_loan').select(['principal', 'interest', 'hours_charged', 'status', 'day_rate', 'create_time']).where('id', '=', stale.id).executeTakeFirst();
            if (!loan || loan.status !== 0) continue;
            const hours = hoursStarted(Number(loan.create_time), now);
            if (hours <= loan.hours_charged) continue;
            const added = interestFor(BigInt(loan.principal), loan.day_rate, hours - loan.hours_charged);
            await deps.db.transaction().execute(async (trx) => {
              await chargeHours(trx, stale.id, (BigInt(loan.interest) + added).toString(), hours);
              const moves = accrueInterest(stale.coin, added);
              if (moves.length > 0) await deps.ledger.transfer({ kind: 'interest', ref: `margin-interest:${stale.id}:${hours}`, moves }, trx);
            });
            charged++;
          }
        }),
      ),
    );
    return charged;
  };

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  return {
    accrue,
    /** Runs accrue every `everyMs` (a minute by default: an hour is charged within a minute of starting). */
    start(everyMs = 60_000, onError: (error: unknown) => void = () => undefined) {
      timer = setInterval(() => {
        running = accrue().catch(onError);
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
};
