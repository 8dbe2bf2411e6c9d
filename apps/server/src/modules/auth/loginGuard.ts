// The login lockout: password checks are counted per account name and client (clientKey.ts), so
// wrong passwords from an attacker lock that attacker's address out of the account while its owner
// on another address logs in as usual. A check is taken before the password is compared, in one
// statement that also tests the count (an upsert), so checks sent all at once cannot all read a
// count below the limit. Names without an account are counted the same way: the answers cannot
// tell them apart. A window of lockMinutes from the first failure counts up to maxFailures; the
// check that reaches the limit locks for lockMinutes from then; a login that succeeds starts over.
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

export type Attempt =
  /** This check may go ahead; `left` more may follow before the lock, which ends at `until`. */
  | { kind: 'check'; left: number; until: Date }
  | { kind: 'locked'; until: Date };

export interface LoginGuardOptions {
  maxFailures: number;
  lockMinutes: number;
}

export const createLoginGuard = (db: Db, { maxFailures, lockMinutes }: LoginGuardOptions) => {
  const forClient = (account: string, client: string) =>
    db.selectFrom('login_failure').select('expires_at').where('account', '=', account).where('client', '=', client);

  return {
    /** Takes one check for account+client, or answers the lock that holds them. */
    async claim(account: string, client: string): Promise<Attempt> {
      const now = new Date();
      const end = new Date(now.getTime() + lockMinutes * 60_000);
      const over = sql<boolean>`login_failure.expires_at <= ${now}`;
      const row = await db
        .insertInto('login_failure')
        .values({ account, client, failures: 1, expires_at: end })
        .onConflict((oc) =>
          oc
            .columns(['account', 'client'])
            .doUpdateSet({
              failures: sql<number>`case when ${over} then 1 else login_failure.failures + 1 end`,
              expires_at: sql<Date>`case when ${over} or login_failure.failures + 1 >= ${maxFailures} then ${end} else login_failure.expires_at end`,
            })
            .where(sql<boolean>`${over} or login_failure.failures < ${maxFailures}`),
        )
        .returning(['failures', 'expires_at'])
        .executeTakeFirst();
      if (!row) {
        // Locked. The row may be gone meanwhile (a login from this client succeeded): the lock's
        // length is then what this answer says.
        const lock = await forClient(account, client).executeTakeFirst();
        return { kind: 'locked', until: lock ? new Date(lock.expires_at) : end };
      }
      // A new window: the rows of windows that ended are of no use any more.
      if (row.failures === 1) await db.deleteFrom('login_failure').where('expires_at', '<', now).execute();
      return { kind: 'check', left: maxFailures - row.failures, until: new Date(row.expires_at) };
    },

    /** The login succeeded: this client starts counting again. */
    async succeeded(account: string, client: string): Promise<void> {
      await db.deleteFrom('login_failure').where('account', '=', account).where('client', '=', client).execute();
    },

    /** The password changed: what was guessed before no longer matters, from any client. */
    async forget(accounts: string[]): Promise<void> {
      if (accounts.length) await db.deleteFrom('login_failure').where('account', 'in', accounts).execute();
    },
  };
};

export type LoginGuard = ReturnType<typeof createLoginGuard>;
