// Where the simulator's retention sweep (market/retention.ts) has got to: the last market trade and
// the last ledger entry it has looked at, and the one ledger transaction that carries forward what
// the pruned entries summed to (ledger/compaction.ts), with the id range of its entries (entries
// have no index by transaction, so they are found by id). One row.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table retention_state (
    id integer primary key check (id = 1),
    trade_id bigint not null default 0,
    trade_time bigint not null default 0,
    entry_id bigint not null default 0,
    carry_tx_id bigint,
    carry_first_entry bigint,
    carry_last_entry bigint
  )`.execute(db);
  await sql`insert into retention_state (id) values (1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table retention_state`.execute(db);
}
