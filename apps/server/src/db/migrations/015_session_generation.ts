// A session's generation (modules/auth/tokens.ts): every refresh moves it on, and an access token
// issued in an earlier generation is refused, so the token a refresh replaced dies with it. Tokens
// issued before this column existed carry no generation and count as 0, the sessions' start.
// The index serves ending a member's sessions (password change, reset) and a device's.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table session add column generation integer not null default 0`.execute(db);
  await sql`create index session_member_device on session(member_id, device_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists session_member_device`.execute(db);
  await sql`alter table session drop column if exists generation`.execute(db);
}
