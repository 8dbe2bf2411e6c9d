// How far the journal's log has been written into the tables (db/journalLog.ts). On the embedded
// default an order is durable once its batch's record is in the log file; the rows follow in
// larger transactions, each of which moves projected_seq in the same commit. At start-up the
// records past it are written before anyone reads. One row; PostgreSQL writes its rows at once and
// leaves it at 0.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table journal_state (
    id integer primary key check (id = 1),
    projected_seq bigint not null check (projected_seq >= 0)
  )`.execute(db);
  await sql`insert into journal_state (id, projected_seq) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table journal_state`.execute(db);
}
