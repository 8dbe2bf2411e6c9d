// Answers of the chat and support-console calls.
import { z } from 'zod';
import type { ChatConversation, ChatMessage, ServerDiagnostics } from '../chat.ts';
import { exactly } from './exact.ts';
import { pageOf } from './common.ts';

const contentType = z.enum(['1', '2']);

export const chatMessage = exactly<ChatMessage>()(
  z.object({
    id: z.string(),
    content: z.string(),
    content_type: contentType,
    blade_user_id: z.string(),
    chatId: z.string(),
    create_time: z.string(),
    from: z.enum(['member', 'agent', 'system']),
  }),
);

export const chatHistory = pageOf(chatMessage);

export const chatUnread = z.object({ unread: z.number().int() });

export const staffRole = z.object({ role: z.enum(['', 'agent', 'operator']) });

export const chatConversation = exactly<ChatConversation>()(
  z.object({
    chatId: z.string(),
    account: z.string(),
    unread: z.number().int(),
    last_content: z.string(),
    last_content_type: contentType,
    last_time: z.string(),
  }),
);

export const chatConversations = pageOf(chatConversation);

export const serverDiagnostics = exactly<ServerDiagnostics>()(
  z.object({
    version: z.string(),
    node: z.string(),
    started_at: z.string(),
    uptime_seconds: z.number().int(),
    database: z.enum(['pglite', 'postgresql']),
    journal_backlog: z.number().int(),
    live_clients: z.number().int(),
    external_broker: z.boolean(),
    session: z.object({ id: z.string(), created: z.string(), refreshes: z.number().int() }),
    routes: z.array(z.object({ method: z.string(), url: z.string() })),
  }),
);
