// Pulse (modules/pulse): one row per fixed-time up/down contract. The stake and the house's
// possible profit are held in the ledger (wallet 9) while it is open; the row keeps the recorded
// entry and exit trades (engine seq, price and time of market_trade rows of the symbol's spot
// market) so any settlement can be re-checked from the trade table.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table pulse_contract (
    id bigserial primary key,
    member_id text not null,
    symbol text not null,
    direction text not null,
    seconds integer not null,
    stake numeric(38,0) not null,
    ratio_bp integer not null,
    profit_if_win numeric(38,0) not null,
    status text not null default 'open',
    accepted_at bigint not null,
    expire_at bigint not null,
    entry_seq text,
    entry_price text,
    entry_time bigint,
    exit_seq text,
    exit_price text,
    exit_time bigint,
    result text,
    profit numeric(38,0),
    settled_at bigint
  )`.execute(db);
  await sql`create index pulse_contract_member on pulse_contract(member_id, id)`.execute(db);
  await sql`create index pulse_contract_open on pulse_contract(status, expire_at)`.execute(db);
  await sql`create index pulse_contract_settled on pulse_contract(settled_at) where settled_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists pulse_contract`.execute(db);
}
