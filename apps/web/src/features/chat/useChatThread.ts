// One conversation as a view holds it: pages of history loaded on demand (15 a page, newest first
// from the server, shown oldest first), live messages of its topic merged in, and sending text or
// an image with one send at a time. Used by the member's dialog and by the support console.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT } from '@exchange/contract/constants';
import { CHAT_CONTENT, type ChatMessage } from '@exchange/contract/chat';
import { getChatHistory, sendChatMessage } from '../../api/chat.ts';
import { uploadFile } from '../../api/content.ts';
import { useOnReconnect, useTopicMessages } from '../../realtime/topicMessages.ts';
import { isChatMessage, mergeMessages } from './chatBox.ts';

export type SendProblem = 'blank' | 'too_long' | 'not_image' | 'upload_failed' | 'failed' | null;

export interface ChatThread {
  messages: ChatMessage[];
  loading: boolean;
  error: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  sending: boolean;
  loadOlder(): void;
  reload(): void;
  sendText(text: string): Promise<SendProblem>;
  sendImage(file: File): Promise<SendProblem>;
}

/** `active`: the thread is shown (history loaded, page 1 marks it read); live messages arrive either way. */
export function useChatThread(chatId: string | null, active: boolean, onLive?: (message: ChatMessage) => void): ChatThread {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pages, setPages] = useState({ loaded: 0, total: 0 });
  const [loading, setLoading] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [error, setError] = useState(false);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    setMessages([]);
    setPages({ loaded: 0, total: 0 });
  }, [chatId]);

  useEffect(() => {
    if (!chatId || !active) return undefined;
    let cancelled = false;
    setLoading(true);
    setError(false);
    getChatHistory(chatId, 1, CHAT.pageSize).then(
      (page) => {
        if (cancelled) return;
        setMessages((current) => mergeMessages(current, page.records));
        setPages((p) => ({ loaded: Math.max(1, p.loaded), total: page.pages }));
        setLoading(false);
      },
      () => {
        if (cancelled) return;
        setError(true);
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [chatId, active, reloads]);

  useTopicMessages(chatId, (payload) => {
    if (!chatId || !isChatMessage(payload, chatId)) return;
    setMessages((current) => mergeMessages(current, [payload]));
    onLive?.(payload);
  });

  // Messages sent while the channel was down never arrive live: page 1 again fills the gap.
  useOnReconnect(() => {
    if (chatId && active) setReloads((n) => n + 1);
  });

  const loadOlder = useCallback(() => {
    if (!chatId || loadingOlder || pages.loaded >= pages.total) return;
    setLoadingOlder(true);
    getChatHistory(chatId, pages.loaded + 1, CHAT.pageSize)
      .then((page) => {
        setMessages((current) => mergeMessages(current, page.records));
        setPages((p) => ({ loaded: p.loaded + 1, total: page.pages }));
      })
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  }, [chatId, loadingOlder, pages]);

  const send = async (content: () => Promise<{ content: string; type: '1' | '2' } | SendProblem>): Promise<SendProblem> => {
    if (!chatId || sendingRef.current) return null;
    sendingRef.current = true;
    setSending(true);
    try {
      const body = await content();
      if (body === null || typeof body === 'string') return body;
      const sent = await sendChatMessage(chatId, body.content, body.type);
      setMessages((current) => mergeMessages(current, [sent]));
      return null;
    } catch {
      return 'failed';
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return {
    messages,
    loading,
    error,
    hasOlder: pages.loaded < pages.total,
    loadingOlder,
    sending,
    loadOlder,
    reload: () => setReloads((n) => n + 1),
    sendText: (text) => send(async () => ({ content: text, type: CHAT_CONTENT.text })),
    sendImage: (file) =>
      send(async () => {
        if (!file.type.startsWith('image/')) return 'not_image';
        try {
          return { content: (await uploadFile(file)).link, type: CHAT_CONTENT.image };
        } catch {
          return 'upload_failed';
        }
      }),
  };
}
