// A conversation's messages with the load-older control above them and the composer below; keeps
// the newest message in view as messages arrive (unless the reader scrolled up to older ones).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSender } from '@exchange/contract/chat';
import { Button } from '../../ui/Button.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { CenteredSpinner } from '../../ui/Spinner.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatMessageItem } from './ChatMessageItem.tsx';
import type { ChatThread } from './useChatThread.ts';
import styles from './Chat.module.css';

export function ChatThreadView({ thread, viewer, label }: { thread: ChatThread; viewer: ChatSender; label: string }) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const newest = thread.messages.at(-1)?.id;

  useLayoutEffect(() => {
    const el = list.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [newest, thread.loading]);

  useEffect(() => {
    const el = list.current;
    if (!el) return undefined;
    const onScroll = () => {
      atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <div className={styles.thread}>
      <div ref={list} className={styles.messages}>
        {thread.hasOlder && (
          <div className={styles.older}>
            <Button type="button" variant="ghost" size="sm" disabled={thread.loadingOlder} onClick={thread.loadOlder}>
              {thread.loadingOlder ? t('common.loading') : t('chat.load_older')}
            </Button>
          </div>
        )}
        {thread.loading && thread.messages.length === 0 && <CenteredSpinner label={t('common.loading')} />}
        {thread.error && thread.messages.length === 0 && <ErrorState title={t('chat.load_failed')} retryLabel={t('common.retry')} onRetry={thread.reload} />}
        <ol className={styles.list} aria-label={label} aria-live="polite" aria-relevant="additions">
          {thread.messages.map((message) => (
            <ChatMessageItem key={message.id} message={message} viewer={viewer} />
          ))}
        </ol>
      </div>
      <ChatComposer thread={thread} />
    </div>
  );
}
