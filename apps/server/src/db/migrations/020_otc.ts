// The P2P market (modules/otc): merchant applications, payment methods, adverts, orders with their
// escrow, order chat and appeals, and read grants on uploads.
//
// Amounts: coin amounts in ledger units (10^-8, ledger/amount.ts), fiat prices and amounts in
// cents (10^-2), all numeric(38,0); times are epoch milliseconds. The escrow itself is in the
// ledger (locked balances); these rows say what it is for: an online sell advert's `held` and an
// open order's `coin_units` (modules/otc/escrow.ts states the sum the property test checks).
//
// upload_grant: an upload is served to its owner alone (016_upload); a P2P upload (a payment QR,
// chat image or appeal evidence) must also be seen by the other party of an order, so attaching
// it grants that member, and nobody else, a read.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table merchant_application (
    id bigint generated always as identity primary key,
    member_id bigint not null references member(id),
    name text not null,
    contact text not null,
    coin text not null,
    deposit numeric(38,0) not null,
    status smallint not null default 1,
    reason text not null default '',
    create_time bigint not null,
    review_time bigint
  )`.execute(db);
  await sql`create index merchant_application_member on merchant_application(member_id, id)`.execute(db);
  await sql`alter table merchant add column deposit numeric(38,0) not null default 0`.execute(db);

  await sql`create table otc_payment (
    id bigint generated always as identity primary key,
    member_id bigint not null references member(id),
    kind text not null,
    name text not null,
    account text not null,
    bank text not null default '',
    branch text not null default '',
    qr_image text not null default '',
    deleted smallint not null default 0,
    create_time bigint not null
  )`.execute(db);
  await sql`create index otc_payment_member on otc_payment(member_id) where deleted = 0`.execute(db);

  await sql`create table otc_advert (
    id bigint generated always as identity primary key,
    merchant_id bigint not null references merchant(id),
    member_id bigint not null references member(id),
    direction smallint not null,
    coin text not null,
    fiat text not null,
    price numeric(38,0) not null,
    total numeric(38,0) not null,
    remaining numeric(38,0) not null,
    held numeric(38,0) not null default 0,
    min_amount numeric(38,0) not null,
    max_amount numeric(38,0) not null,
    pay_kinds text not null,
    pay_minutes integer not null,
    terms text not null default '',
    auto_reply text not null default '',
    status smallint not null default 0,
    create_time bigint not null
  )`.execute(db);
  await sql`create index otc_advert_market on otc_advert(status, direction, coin, fiat, price)`.execute(db);
  await sql`create index otc_advert_merchant on otc_advert(merchant_id, id)`.execute(db);

  await sql`create table otc_order (
    id bigint generated always as identity primary key,
    order_code text not null unique,
    advert_id bigint not null references otc_advert(id),
    merchant_id bigint not null references merchant(id),
    member_id bigint not null references member(id),
    merchant_member_id bigint not null references member(id),
    type smallint not null,
    coin text not null,
    fiat text not null,
    price numeric(38,0) not null,
    coin_units numeric(38,0) not null,
    fiat_cents numeric(38,0) not null,
    status smallint not null default 1,
    appeal_status smallint not null default 0,
    payee_methods text not null,
    terms text not null default '',
    pay_deadline bigint not null,
    paid_time bigint not null default 0,
    finish_time bigint not null default 0,
    create_time bigint not null
  )`.execute(db);
  await sql`create index otc_order_member on otc_order(member_id, id)`.execute(db);
  await sql`create index otc_order_merchant on otc_order(merchant_id, id)`.execute(db);
  await sql`create index otc_order_due on otc_order(pay_deadline) where status = 1`.execute(db);

  await sql`create table otc_chat (
    id bigint generated always as identity primary key,
    order_id bigint not null references otc_order(id),
    sender_id bigint not null,
    content_type smallint not null,
    content text not null,
    create_time bigint not null
  )`.execute(db);
  await sql`create index otc_chat_order on otc_chat(order_id, id)`.execute(db);

  await sql`create table otc_appeal (
    id bigint generated always as identity primary key,
    order_id bigint not null references otc_order(id),
    initiator_id bigint not null,
    status smallint not null default 0,
    result text not null default '',
    create_time bigint not null
  )`.execute(db);
  await sql`create index otc_appeal_order on otc_appeal(order_id, id)`.execute(db);
  await sql`create table otc_appeal_entry (
    id bigint generated always as identity primary key,
    appeal_id bigint not null references otc_appeal(id),
    order_id bigint not null references otc_order(id),
    type smallint not null,
    member_id bigint not null,
    reason text not null default '',
    description text not null default '',
    proof text not null default '',
    create_time bigint not null
  )`.execute(db);
  await sql`create index otc_appeal_entry_order on otc_appeal_entry(order_id, id)`.execute(db);

  await sql`create table upload_grant (
    name text not null references upload(name),
    member_id bigint not null references member(id),
    primary key (name, member_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['upload_grant', 'otc_appeal_entry', 'otc_appeal', 'otc_chat', 'otc_order', 'otc_advert', 'otc_payment', 'merchant_application'])
    await sql`drop table if exists ${sql.raw(table)}`.execute(db);
  await sql`alter table merchant drop column if exists deposit`.execute(db);
}
