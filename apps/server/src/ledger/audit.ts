// A full reconciliation of the ledger, for operators and tests: every entry points at a
// transaction and an account that exist (the database no longer checks that on each insert, see
// migration 007), every transaction balances per asset, every balance row equals the sum of its
// own postings, nothing inside is negative (the futures clearing account and the margin interest accrual apart: ledger/types.ts). It
// scans whole tables, so it is a check to run on purpose, not on a request path.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { NEGATIVE_OWNERS } from './types.ts';

/** Describes each inconsistency found; an empty list means the books are sound. */
export const auditLedger = async (db: Kysely<Database>): Promise<string[]> => {
  const unbalanced = await sql<{ tx_id: string; asset: string; sum: string }>`
    select tx_id, asset, sum(amount) as sum from ledger_entry
    group by tx_id, asset having sum(amount) <> 0 order by tx_id`.execute(db);
  const orphaned = await sql<{ id: string }>`
    select e.id from ledger_entry e
    where not exists (select 1 from ledger_tx t where t.id = e.tx_id)
       or not exists (select 1 from ledger_account a where a.id = e.account_id)
    order by e.id`.execute(db);
  const misfiled = await sql<{ id: string }>`
    select e.id from ledger_entry e join ledger_account a on a.id = e.account_id
    where e.asset <> a.asset order by e.id`.execute(db);
  const drifted = await sql<{ id: string; available: string; locked: string; posted_available: string; posted_locked: string }>`
    select a.id, a.available, a.locked,
           coalesce(e.available, 0) as posted_available, coalesce(e.locked, 0) as posted_locked
    from ledger_account a left join (
      select account_id,
             sum(amount) filter (where balance_kind = 'available') as available,
             sum(amount) filter (where balance_kind = 'locked') as locked
      from ledger_entry group by account_id
    ) e on e.account_id = a.id
    where a.available <> coalesce(e.available, 0) or a.locked <> coalesce(e.locked, 0)
    order by a.id`.execute(db);
  const negative = await sql<{ id: string }>`
    select id from ledger_account
    where locked < 0 or (available < 0 and not (owner_type = 'system' and owner_id in (${sql.join(NEGATIVE_OWNERS.map((o) => sql`${o}`))})))
    order by id`.execute(db);
  return [
    ...orphaned.rows.map((r) => `entry ${r.id} points at a transaction or an account that does not exist`),
    ...unbalanced.rows.map((r) => `transaction ${r.tx_id} is off by ${r.sum} in ${r.asset}`),
    ...misfiled.rows.map((r) => `entry ${r.id} is posted to an account of another asset`),
    ...drifted.rows.map(
      (r) => `account ${r.id} holds ${r.available}/${r.locked} but its entries sum to ${r.posted_available}/${r.posted_locked}`,
    ),
    ...negative.rows.map((r) => `account ${r.id} is negative`),
  ];
};
