// The chat's rules on the server (spec §5, §9): who may read and write which conversation, what a
// message may hold, the greeting that opens a member's first chat, and the live messages on the
// conversation's topic (its chat key: its member and the agents read it) and the agents' inbox.
import { CHAT_CONTENT, CONTENT_TABLE, SUPPORT_INBOX_TOPIC, validateChatText, type ChatMessage, type Language, type SendChatBody, type SupportInboxMessage } from '@exchange/contract';
import type { Publisher } from '../../broker/index.ts';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import type { ContentStore } from '../content/store.ts';
import { ownUpload } from '../content/upload.ts';
import { findMemberById } from '../member/repo.ts';
import { accountOf, conversationPage } from './conversations.ts';
import { addMessage, findConversation, markRead, messagePage, openConversation } from './repo.ts';
import { requireStaff, staffRoleOf } from './staff.ts';

/** The translation key of the greeting; English when the store has no row for it. */
export const GREETING_KEY = 'chat.greeting';
const GREETING_FALLBACK = 'Hello! How can we help you today? Leave a message and a support agent will answer here.';
/** The same answer for a chat that does not exist and one that is someone else's. */
const NO_CHAT = 'The chat does not exist';

export interface ChatServiceOptions {
  db: Db;
  store: ContentStore;
  publisher: Publisher;
  dataDir: string;
}

export const createChatService = ({ db, store, publisher, dataDir }: ChatServiceOptions) => {
  const greeting = async (lang: Language): Promise<string> => {
    const rows = await store.query(CONTENT_TABLE.translations, { pageNo: 1, pageSize: 1, column: 'id', order: 'asc', filters: { lang_key: GREETING_KEY } });
    const row = rows.records[0];
    const text = row?.[lang] ?? row?.en;
    return typeof text === 'string' && text.trim() ? text : GREETING_FALLBACK;
  };

  const memberOf = async (memberId: string) => {
    const member = await findMemberById(db, memberId);
    if (!member) throw new BusinessError('The member does not exist');
    return member;
  };

  /** The caller's own conversation, opened (with the greeting) the first time. */
  const ownChat = async (memberId: string, lang: Language) => {
    const member = await memberOf(memberId);
    await openConversation(db, memberId, member.chat_key, await greeting(lang));
    return member;
  };

  /** As whom the caller reads or writes the chat: its member, or an agent; refused otherwise. */
  const sideOf = async (memberId: string, chatKey: string, lang: Language): Promise<'member' | 'agent'> => {
    const member = await memberOf(memberId);
    if (member.chat_key === chatKey) {
      await ownChat(memberId, lang);
      return 'member';
    }
    const role = await staffRoleOf(db, memberId);
    if (!role || !(await findConversation(db, chatKey))) throw new BusinessError(NO_CHAT);
    return 'agent';
  };

  const checkContent = async (memberId: string, body: SendChatBody): Promise<string | null> => {
    if (body.contentType === CHAT_CONTENT.text) {
      const problem = validateChatText(body.content);
      if (problem === 'blank') throw new BusinessError('Please enter a message');
      if (problem === 'too_long') throw new BusinessError('A message can be at most 400 characters');
      return null;
    }
    const name = await ownUpload(db, dataDir, memberId, body.content, 'chat');
    if (!name) throw new BusinessError('Images must be uploaded first');
    return name;
  };

  const publish = async (message: ChatMessage, agentUnread: number) => {
    publisher.publish(message.chatId, message);
    const conversation = await findConversation(db, message.chatId);
    const member = conversation ? await findMemberById(db, conversation.member_id) : undefined;
    const inbox: SupportInboxMessage = { chatId: message.chatId, account: member ? accountOf(member) : '', unread: agentUnread, message };
    publisher.publish(SUPPORT_INBOX_TOPIC, inbox);
  };

  return {
    async history(memberId: string, chatKey: string, current: number, size: number, lang: Language) {
      const side = await sideOf(memberId, chatKey, lang);
      const page = await messagePage(db, chatKey, current, size);
      if (current === 1) await markRead(db, chatKey, side);
      return page;
    },

    async send(memberId: string, body: SendChatBody, lang: Language): Promise<ChatMessage> {
      const side = await sideOf(memberId, body.chatId, lang);
      const image = await checkContent(memberId, body);
      const { message, agentUnread } = await addMessage(db, { chatKey: body.chatId, senderId: memberId, kind: side, content: body.content, contentType: body.contentType, image });
      await publish(message, agentUnread);
      return message;
    },

    /** The member's unread count: agent and system messages since they last opened the chat. */
    async unread(memberId: string, lang: Language): Promise<number> {
      const member = await ownChat(memberId, lang);
      return (await findConversation(db, member.chat_key))?.member_unread ?? 0;
    },

    async conversations(memberId: string, current: number, size: number) {
      await requireStaff(db, memberId);
      return conversationPage(db, current, size);
    },
  };
};

export type ChatService = ReturnType<typeof createChatService>;
