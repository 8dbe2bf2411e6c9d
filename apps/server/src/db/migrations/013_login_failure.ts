// The login lockout counts per account name and client address (modules/auth/loginGuard.ts)
// instead of per member: an attacker's wrong passwords lock the attacker's address out of the
// account, not its owner. Rows exist for names with no account too, so the answers are the same
// for both; expires_at ends a counting window or a lock, and expired rows are deleted.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table login_failure (
    account text not null,
    client text not null,
    failures integer not null,
    expires_at timestamptz not null,
    primary key (account, client)
  )`.execute(db);
  await sql`create index login_failure_expires on login_failure(expires_at)`.execute(db);
  await sql`alter table member drop column failed_logins`.execute(db);
  await sql`alter table member drop column locked_until`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member add column failed_logins integer not null default 0`.execute(db);
  await sql`alter table member add column locked_until timestamptz`.execute(db);
  await sql`drop table login_failure`.execute(db);
}
