// Merchant ids and member ids live in ranges that cannot meet. Both name a live topic,
// refresh_{id} (spec §4), and the broker's ACL grants a topic by its name alone: with both
// tables counting from 1, merchant 1 was granted refresh_1, member 1's private notices. Members
// stay below MERCHANT_ID_FLOOR and merchants start at it, each range held by a check so that no
// explicit id can break it either; existing merchants are moved up. Nothing stores a merchant id
// besides the merchant row (the topic is computed from it), so the renumbering touches no other
// table. 10^15 is far beyond any member count and still an exact JavaScript number.
import { sql, type Kysely } from 'kysely';

export const MERCHANT_ID_FLOOR = 1_000_000_000_000_000n;

/** A bigint as an SQL literal; identity options take no parameters. */
const literal = (n: bigint | string) => sql.raw(BigInt(n).toString());

export async function up(db: Kysely<unknown>): Promise<void> {
  const floor = literal(MERCHANT_ID_FLOOR);
  await sql`alter table member add constraint member_id_below_merchants check (id < ${floor})`.execute(db);
  await sql`update merchant set id = id + ${floor} where id < ${floor}`.execute(db);
  const { rows } = await sql<{ next: string }>`select coalesce(max(id) + 1, ${floor}) as next from merchant`.execute(db);
  const next = literal(rows[0]?.next ?? MERCHANT_ID_FLOOR);
  await sql`alter table merchant alter column id set start with ${floor} restart with ${next}`.execute(db);
  await sql`alter table merchant add constraint merchant_id_above_members check (id >= ${floor})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const floor = literal(MERCHANT_ID_FLOOR);
  await sql`alter table merchant drop constraint merchant_id_above_members`.execute(db);
  await sql`alter table member drop constraint member_id_below_merchants`.execute(db);
  await sql`update merchant set id = id - ${floor} where id >= ${floor}`.execute(db);
  const { rows } = await sql<{ next: string }>`select coalesce(max(id) + 1, 1) as next from merchant`.execute(db);
  await sql`alter table merchant alter column id set start with 1 restart with ${literal(rows[0]?.next ?? 1n)}`.execute(db);
}
