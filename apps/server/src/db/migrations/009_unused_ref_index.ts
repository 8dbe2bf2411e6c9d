// ledger_tx_ref served no query: nothing looks a ledger transaction up by its ref (a ref is a
// label, ledger/index.ts), and every order writes one to three transactions, each an index insert
// here: a few per cent of the database's time in the place-order bench's statements replayed on
// PGlite. An operator's lookup by ref scans the table, which is fine for an audit.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ledger_tx_ref`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index ledger_tx_ref on ledger_tx(ref)`.execute(db);
}
