// The funding rate's premium average survives a restart (modules/futures/prices.ts, funding.ts).
//
// contract_premium holds, per contract, the running sums of its premium samples since the last
// funding time that settled it: Σ value × duration (weighted, Fixed × ms), the duration counted
// (total_ms), and the last sample (last_value, Fixed 10^-18, taken at last_at, epoch ms), which
// stands until the next one. The funding job writes a contract's row after each sample and removes
// it when the contract settles, so a restart reloads the average where it stood instead of starting
// it afresh from the first sample after the restart.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table contract_premium (
    kind text not null,
    symbol text not null,
    weighted numeric not null,
    total_ms bigint not null check (total_ms >= 0),
    last_value numeric(38,0) not null,
    last_at bigint not null,
    primary key (kind, symbol)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists contract_premium`.execute(db);
}
