// Ledger moves that must commit together with the wallet's own rows (a withdrawal's hold with the
// request, a deposit's credit with its status). They go the way of the market journal: staged
// first, so the funds in memory count them at once (a spot order placed meanwhile cannot spend the
// same balance, and its group commit cannot then fail for want of it), then written inside our own
// transaction, then settled. Joining the ledger to a transaction without staging would make the
// member's rows volatile and leave them out of the in-memory check (ledger/funds.ts).
//
// Staging counts credits before the commit, so the caller decides everything first (under
// `serially`, so nothing in this process changes the row meanwhile) and lets `work` fail only
// when the database does.
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Ledger, TransferInput } from '../../ledger/index.ts';

export const postWithRows = async <T>(db: Db, ledger: Ledger, transfer: TransferInput, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => {
  const staged = await ledger.stage(transfer);
  let committed = false;
  try {
    const result = await db.transaction().execute(async (trx) => {
      const done = await work(trx);
      await ledger.postStaged(trx, [staged]);
      return done;
    });
    committed = true;
    return result;
  } finally {
    ledger.settleStaged([staged], committed);
  }
};

/** Runs tasks one after another: operator decisions and deposit credits check, then post. */
export const serialQueue = () => {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(task, task);
    tail = result.catch(() => undefined);
    return result;
  };
};
