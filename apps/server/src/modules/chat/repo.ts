// Conversations and messages in the database: one conversation per member (keyed by the chat key),
// messages in id order, each side's unread count kept on the conversation row.
import { sql } from 'kysely';
import { CHAT_SYSTEM_SENDER, type ChatContentType, type ChatMessage, type ChatSender, type Page } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { attachUploads } from '../content/upload.ts';

const stamp = (d: Date | string) => new Date(d).toISOString().replace('T', ' ').slice(0, 19);

interface MessageRow {
  id: string;
  chat_key: string;
  sender_id: string | null;
  sender_kind: ChatSender;
  content: string;
  content_type: ChatContentType;
  create_time: Date | string;
}

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: String(row.id),
  content: row.content,
  content_type: row.content_type,
  blade_user_id: row.sender_id === null ? CHAT_SYSTEM_SENDER : String(row.sender_id),
  chatId: row.chat_key,
  create_time: stamp(row.create_time),
  from: row.sender_kind,
});

export const findConversation = (db: Db, chatKey: string) =>
  db.selectFrom('chat_conversation').selectAll().where('chat_key', '=', chatKey).executeTakeFirst();

/** Creates the member's conversation with its opening system message, once; true when it was made now. */
export const openConversation = async (db: Db, memberId: string, chatKey: string, greeting: string): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto('chat_conversation')
      .values({ chat_key: chatKey, member_id: memberId, member_unread: 1 })
      .onConflict((oc) => oc.doNothing())
      .returning('chat_key')
      .executeTakeFirst();
    if (!made) return false;
    await trx.insertInto('chat_message').values({ chat_key: chatKey, sender_id: null, sender_kind: 'system', content: greeting, content_type: '1' }).execute();
    return true;
  });

/** Stores a message and counts it unread for the other side; returns it with the agents' unread count. */
export const addMessage = async (
  db: Db,
  input: { chatKey: string; senderId: string; kind: 'member' | 'agent'; content: string; contentType: ChatContentType; image: string | null },
): Promise<{ message: ChatMessage; agentUnread: number }> =>
  db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('chat_message')
      .values({ chat_key: input.chatKey, sender_id: input.senderId, sender_kind: input.kind, content: input.content, content_type: input.contentType })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (input.image) await attachUploads(trx, input.senderId, [input.image], 'chat');
    const counts = await trx
      .updateTable('chat_conversation')
      .set(
        input.kind === 'member'
          ? { agent_unread: sql`agent_unread + 1`, last_time: sql`now()` }
          : { member_unread: sql`member_unread + 1`, agent_unread: 0, last_time: sql`now()` },
      )
      .where('chat_key', '=', input.chatKey)
      .returning('agent_unread')
      .executeTakeFirstOrThrow();
    return { message: toChatMessage(row), agentUnread: counts.agent_unread };
  });

/** A page of the conversation, newest first (page 1 holds the latest messages). */
export const messagePage = async (db: Db, chatKey: string, current: number, size: number): Promise<Page<ChatMessage>> => {
  const { count } = await db
    .selectFrom('chat_message')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('chat_key', '=', chatKey)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('chat_message')
    .selectAll()
    .where('chat_key', '=', chatKey)
    .orderBy('id', 'desc')
    .limit(size)
    .offset((current - 1) * size)
    .execute();
  const total = Number(count);
  return { records: rows.map(toChatMessage), total, size, current, pages: Math.ceil(total / size) };
};

export const markRead = (db: Db, chatKey: string, side: 'member' | 'agent') =>
  db
    .updateTable('chat_conversation')
    .set(side === 'member' ? { member_unread: 0 } : { agent_unread: 0 })
    .where('chat_key', '=', chatKey)
    .execute();
