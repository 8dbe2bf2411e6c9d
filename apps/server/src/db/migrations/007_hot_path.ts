// The rows every order writes, made cheaper to write. A foreign key costs a lookup per inserted
// row, and on PGlite (the embedded default) that lookup doubled the cost of a ledger entry: the
// place-order bench writes about six entries and one fill per order. The keys dropped here are on
// append-only rows whose references are taken from rows the same code has just locked or read
// (ledger/transfer.ts takes account ids from the rows it locks and tx ids from its own insert;
// a fill's member is the owner of an order the engine holds). The ledger audit checks that every
// entry still points at a transaction and an account (ledger/audit.ts), and tests run it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_entry drop constraint ledger_entry_tx_id_fkey, drop constraint ledger_entry_account_id_fkey`.execute(db);
  await sql`alter table spot_fill drop constraint spot_fill_member_id_fkey`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_entry add foreign key (tx_id) references ledger_tx(id), add foreign key (account_id) references ledger_account(id)`.execute(db);
  await sql`alter table spot_fill add foreign key (member_id) references member(id)`.execute(db);
}
