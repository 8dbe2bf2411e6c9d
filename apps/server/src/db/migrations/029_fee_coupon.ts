// Spot fee-deduction coupons (modules/welfare/feeCoupons.ts): a value in a coin, bought with points,
// that pays the member's spot trading fees until it is used up or expires. The value left is a
// ledger balance (the member's rewards wallet, locked); this row says which coupon it is, when it
// ends, and, once closed, what was left of it (0 when used up, the rest when it expired).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table welfare_fee_coupon (
    id text primary key,
    member_id bigint not null references member(id),
    coin text not null,
    amount numeric(38,0) not null check (amount > 0),
    status smallint not null default 0 check (status in (0, 1, 2)),
    expire_time bigint not null,
    create_time bigint not null,
    close_time bigint,
    remaining numeric(38,0) check (remaining >= 0)
  )`.execute(db);
  // At most one active fee coupon per member: its value is the member's one fee-credit balance.
  await sql`create unique index welfare_fee_coupon_active on welfare_fee_coupon(member_id) where status = 0`.execute(db);
  await sql`create index welfare_fee_coupon_member on welfare_fee_coupon(member_id, create_time)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists welfare_fee_coupon`.execute(db);
}
