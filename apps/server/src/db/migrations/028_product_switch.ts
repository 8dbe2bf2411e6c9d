// An operator's switch of a product (`npm run admin -- pulse-off` / `pulse-on`): one row per
// product that an operator has ever switched, kept so the choice outlives a restart. A product with
// no row is on (unless its configuration turns it off); the configuration can only switch off,
// never override an operator's off.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table product_switch (
    product text primary key,
    enabled boolean not null,
    changed_at bigint not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists product_switch`.execute(db);
}
