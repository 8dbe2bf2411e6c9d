// The console's conversation list as the agents' inbox topic changes it: a conversation with a new
// message moves to the top with the unread count the server sent; one being read stays at 0.
import type { ChatConversation, SupportInboxMessage } from '@exchange/contract/chat';

export const applyInbox = (list: ChatConversation[], event: SupportInboxMessage, reading: string | null): ChatConversation[] => {
  const rest = list.filter((c) => c.chatId !== event.chatId);
  const updated: ChatConversation = {
    chatId: event.chatId,
    account: event.account,
    unread: event.chatId === reading ? 0 : event.unread,
    last_content: event.message.content,
    last_content_type: event.message.content_type,
    last_time: event.message.create_time,
  };
  return [updated, ...rest];
};

export const isInboxMessage = (payload: unknown): payload is SupportInboxMessage =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as SupportInboxMessage).chatId === 'string' &&
  typeof (payload as SupportInboxMessage).message === 'object';
