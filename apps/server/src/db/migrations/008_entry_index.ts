// One index fewer on the table every order writes most rows to. ledger_entry_tx (entries by their
// transaction) served no query: bills and the audit group entries by transaction over the rows of
// an account or of the whole table, and nothing looks up one transaction's entries. An order
// writes about seven entries in the place-order bench, each an index insert and a WAL record here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ledger_entry_tx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index ledger_entry_tx on ledger_entry(tx_id)`.execute(db);
}
