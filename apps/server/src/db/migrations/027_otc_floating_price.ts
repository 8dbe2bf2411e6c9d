// P2P adverts priced as a margin over the index (issue 24): price_type 1 is a fixed price (the
// `price` column, in fiat cents, as before); 2 floats, the order price being the coin's index in the
// advert's fiat at order time times margin_bp / 10000 (10150 = 101.5% of the index). A floating
// advert's `price` keeps the price it had when last saved, for reference only.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table otc_advert
    add column price_type smallint not null default 1 check (price_type in (1, 2)),
    add column margin_bp integer not null default 0 check (margin_bp >= 0 and margin_bp <= 100000),
    add constraint otc_advert_floating_margin check (price_type = 1 or margin_bp > 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table otc_advert drop constraint otc_advert_floating_margin, drop column margin_bp, drop column price_type`.execute(db);
}
