// The customer-service chat (spec §2, §3, §4, §5, §9): message and conversation shapes, what a
// message's content may be, and the topics that carry them live. A member's conversation is keyed
// by their chatKey (member info), which is also the live topic of its messages.

/** content_type of a chat message. */
export const CHAT_CONTENT = { text: '1', image: '2' } as const;
export type ChatContentType = (typeof CHAT_CONTENT)[keyof typeof CHAT_CONTENT];

/** blade_user_id of a system message (the greeting that opens a chat). */
export const CHAT_SYSTEM_SENDER = '-1';

/** Who wrote a message: the conversation's member, a support agent, or the system. */
export type ChatSender = 'member' | 'agent' | 'system';

export interface ChatMessage {
  id: string;
  content: string;
  content_type: ChatContentType;
  /** The writer's user id; '-1' for a system message. */
  blade_user_id: string;
  /** The conversation: its member's chatKey. */
  chatId: string;
  create_time: string;
  from: ChatSender;
}

/** buy/sendChatRecord: text (1) or the link of an image the caller uploaded (2). */
export interface SendChatBody {
  content: string;
  contentType: ChatContentType;
  chatId: string;
}

/** A conversation as the support console lists it. */
export interface ChatConversation {
  chatId: string;
  /** The member's account, masked (spec §9). */
  account: string;
  /** Messages of the member the agents have not read yet. */
  unread: number;
  last_content: string;
  last_content_type: ChatContentType;
  last_time: string;
}

/** What the agents' topic carries for each new message of any conversation. */
export interface SupportInboxMessage {
  chatId: string;
  account: string;
  unread: number;
  message: ChatMessage;
}

/** A support role of a member: agents answer chats; operators also see the diagnostics pages. */
export type StaffRole = '' | 'agent' | 'operator';

/** The agents' live topic: a line per new message of any member's chat. */
export const SUPPORT_INBOX_TOPIC = 'support_inbox';

/** A member's chatKey as the server makes it (member/repo.ts): the name of their chat topic. */
const CHAT_KEY = /^chat_[0-9a-f]{24}$/;
export const isChatTopic = (topic: string): boolean => CHAT_KEY.test(topic);

/** Chat and support-console paths, relative to coinBase(head). */
export const CHAT_PATH = {
  send: 'buy/sendChatRecord',
  history: (chatKey: string) => `buy/getChatRecord/${chatKey}`,
  unread: 'buy/getChatUnread',
  role: 'support/role',
  conversations: 'support/conversations',
  diagnostics: 'support/diagnostics',
} as const;

/** What the diagnostics pages (/test … /test6) show of the server. */
export interface ServerDiagnostics {
  version: string;
  node: string;
  started_at: string;
  uptime_seconds: number;
  database: 'pglite' | 'postgresql';
  journal_backlog: number;
  live_clients: number;
  external_broker: boolean;
  session: { id: string; created: string; refreshes: number };
  routes: Array<{ method: string; url: string }>;
}
