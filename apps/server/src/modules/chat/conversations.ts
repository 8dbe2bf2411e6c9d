// The support console's list: every conversation with its member's masked account, the agents'
// unread count and the last message, most recent first.
import { maskAccount, type ChatContentType, type ChatConversation, type Page } from '@exchange/contract';
import type { Db } from '../../db/index.ts';

const stamp = (d: Date | string) => new Date(d).toISOString().replace('T', ' ').slice(0, 19);

export const accountOf = (member: { email: string | null; phone: string | null }) => maskAccount(member.email || member.phone || '');

export const conversationPage = async (db: Db, current: number, size: number): Promise<Page<ChatConversation>> => {
  const { count } = await db.selectFrom('chat_conversation').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('chat_conversation as c')
    .innerJoin('member as m', 'm.id', 'c.member_id')
    .select(['c.chat_key', 'c.agent_unread', 'c.last_time', 'm.email', 'm.phone'])
    .select((eb) => [
      eb.selectFrom('chat_message as l').select('l.content').whereRef('l.chat_key', '=', 'c.chat_key').orderBy('l.id', 'desc').limit(1).as('last_content'),
      eb.selectFrom('chat_message as l').select('l.content_type').whereRef('l.chat_key', '=', 'c.chat_key').orderBy('l.id', 'desc').limit(1).as('last_content_type'),
    ])
    .orderBy('c.last_time', 'desc')
    .orderBy('c.chat_key')
    .limit(size)
    .offset((current - 1) * size)
    .execute();
  const total = Number(count);
  return {
    records: rows.map((r) => ({
      chatId: r.chat_key,
      account: accountOf(r),
      unread: r.agent_unread,
      last_content: r.last_content ?? '',
      last_content_type: (r.last_content_type ?? '1') as ChatContentType,
      last_time: stamp(r.last_time),
    })),
    total,
    size,
    current,
    pages: Math.ceil(total / size),
  };
};
