// The support chat's calls (spec §7: buy/sendChatRecord, buy/getChatRecord/{chatKey}) and the
// support console's (the caller's role, the conversation list, the diagnostics of /test … /test6).
import { CHAT_PATH, type ChatContentType, type ChatConversation, type ChatMessage, type ServerDiagnostics, type StaffRole } from '@exchange/contract/chat';
import type { Page } from '@exchange/contract/envelope';
import { coinUrl, request } from './transport.ts';

export const sendChatMessage = (chatId: string, content: string, contentType: ChatContentType): Promise<ChatMessage> =>
  request({ url: coinUrl(CHAT_PATH.send), method: 'POST', data: { content, contentType, chatId } });

/** A page of the chat, newest first; page 1 also marks it read for the caller's side. */
export const getChatHistory = (chatKey: string, current: number, size: number): Promise<Page<ChatMessage>> =>
  request({ url: coinUrl(CHAT_PATH.history(chatKey)), method: 'POST', data: { current, size } });

export const getChatUnread = (): Promise<{ unread: number }> => request({ url: coinUrl(CHAT_PATH.unread) });

export const getStaffRole = (): Promise<{ role: StaffRole }> => request({ url: coinUrl(CHAT_PATH.role) });

export const getConversations = (current: number, size: number): Promise<Page<ChatConversation>> =>
  request({ url: coinUrl(CHAT_PATH.conversations), params: { current, size } });

export const getDiagnostics = (): Promise<ServerDiagnostics> => request({ url: coinUrl(CHAT_PATH.diagnostics) });
