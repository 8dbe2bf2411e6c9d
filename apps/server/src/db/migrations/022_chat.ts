// The customer-service chat (modules/chat) and the support staff who answer it.
//
// staff: members with a support role ('agent' answers chats; 'operator' also opens the diagnostics
// pages), given by the operator command make-agent / make-operator. chat_conversation: one per
// member, keyed by the member's chat_key, with the unread counts of each side (the member's: agent
// and system messages since the member last read; the agents': the member's messages since an agent
// last read). chat_message: the messages, in id order; sender_id is null for a system message.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table staff (
    member_id bigint primary key references member(id),
    role text not null check (role in ('agent', 'operator')),
    create_time timestamptz not null default now()
  )`.execute(db);
  await sql`create table chat_conversation (
    chat_key text primary key,
    member_id bigint not null unique references member(id),
    member_unread integer not null default 0,
    agent_unread integer not null default 0,
    last_time timestamptz not null default now(),
    create_time timestamptz not null default now()
  )`.execute(db);
  await sql`create index chat_conversation_last on chat_conversation(last_time desc)`.execute(db);
  await sql`create table chat_message (
    id bigint generated always as identity primary key,
    chat_key text not null references chat_conversation(chat_key),
    sender_id bigint references member(id),
    sender_kind text not null check (sender_kind in ('member', 'agent', 'system')),
    content text not null,
    content_type text not null check (content_type in ('1', '2')),
    create_time timestamptz not null default now()
  )`.execute(db);
  await sql`create index chat_message_key on chat_message(chat_key, id)`.execute(db);
  // An image message names an upload: readers of the conversation may fetch that file.
  await sql`create index chat_message_image on chat_message(content) where content_type = '2'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists chat_message`.execute(db);
  await sql`drop table if exists chat_conversation`.execute(db);
  await sql`drop table if exists staff`.execute(db);
}
