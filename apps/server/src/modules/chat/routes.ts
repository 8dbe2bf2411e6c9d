// The chat calls (spec §7: buy/sendChatRecord, buy/getChatRecord/{chatKey}), the member's unread
// count, and the support console's calls (the caller's role, the conversation list, diagnostics).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHAT_PATH, coinBase, inputText, ok, pageFields, pageSize } from '@exchange/contract';
import { chatConversations, chatHistory, chatMessage, chatUnread, serverDiagnostics, staffRole } from '@exchange/contract/answers/chat';
import { requireCaller } from '../../http/context.ts';
import { parse } from '../../http/validate.ts';
import type { ChatService } from './service.ts';
import { serverDiagnostics as diagnose, type DiagnosticsSource } from './diagnostics.ts';
import { requireStaff, staffRoleOf } from './staff.ts';

const sendBody = z.object({
  content: inputText().max(2000, 'A message can be at most 400 characters'),
  contentType: z.enum(['1', '2'], { message: 'contentType must be 1 (text) or 2 (image)' }),
  chatId: inputText().min(1, 'chatId is required').max(64, 'The chat does not exist'),
});
const historyParams = z.object({ chatKey: inputText().max(64, 'The chat does not exist') });
const historyQuery = z.object({ current: pageFields.current, size: pageSize('size', 50).default(15) });
const listQuery = z.object(pageFields);

export const chatRoutes = async (app: FastifyInstance, opts: { chat: ChatService; apiHead: string; diagnostics: DiagnosticsSource }) => {
  const base = coinBase(opts.apiHead);
  const { chat } = opts;
  const db = opts.diagnostics.db;

  const sendDoc = { summary: 'Send a chat message: text (contentType 1, 1 to 400 characters) or an image the caller uploaded (2, its link)', auth: 'member', body: sendBody, answer: chatMessage } as const;
  app.post(`${base}/${CHAT_PATH.send}`, { config: { rateLimit: { max: 60, timeWindow: 60_000 }, doc: sendDoc } }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await chat.send(memberId, parse(sendBody, request.body), request.lang));
  });

  const historyDoc = { summary: "A page of a chat's messages, newest first (the caller's own chat, or any chat for an agent); page 1 marks it read", auth: 'member', params: historyParams, query: historyQuery, answer: chatHistory } as const;
  app.post(`${base}/${CHAT_PATH.history(':chatKey')}`, { config: { doc: historyDoc } }, async (request) => {
    const { memberId } = requireCaller(request);
    const { chatKey } = parse(historyParams, request.params);
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const q = parse(historyQuery, { ...(request.query as object), ...body });
    return ok(await chat.history(memberId, chatKey, q.current, q.size, request.lang));
  });

  app.get(`${base}/${CHAT_PATH.unread}`, { config: { doc: { summary: "Messages in the caller's chat they have not read", auth: 'member', answer: chatUnread } } }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok({ unread: await chat.unread(memberId, request.lang) });
  });

  app.get(`${base}/${CHAT_PATH.role}`, { config: { doc: { summary: "The caller's support role: '' (none), agent or operator", auth: 'member', answer: staffRole } } }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok({ role: await staffRoleOf(db, memberId) });
  });

  const listDoc = { summary: 'Every member chat with its unread count and masked account, latest first (agents only)', auth: 'member', query: listQuery, answer: chatConversations } as const;
  app.get(`${base}/${CHAT_PATH.conversations}`, { config: { doc: listDoc } }, async (request) => {
    const { memberId } = requireCaller(request);
    const q = parse(listQuery, request.query);
    return ok(await chat.conversations(memberId, q.current, q.size));
  });

  const diagDoc = { summary: 'Server version, uptime, database, journal backlog, live connections, session and routes (agents and operators only)', auth: 'member', answer: serverDiagnostics } as const;
  app.get(`${base}/${CHAT_PATH.diagnostics}`, { config: { doc: diagDoc } }, async (request) => {
    const { memberId, sessionId } = requireCaller(request);
    await requireStaff(db, memberId);
    return ok(await diagnose(app, opts.diagnostics, sessionId));
  });
};
