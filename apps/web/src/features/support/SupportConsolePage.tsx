// /support/console: the agents' console (issue 26 part 3). Conversations with the member's masked
// account and the unread count, kept current by the agents' inbox topic; the open conversation's
// messages live, answered with text or images.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SUPPORT_INBOX_TOPIC, type ChatConversation } from '@exchange/contract/chat';
import { getConversations } from '../../api/chat.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useTopicMessages } from '../../realtime/topicMessages.ts';
import { Empty } from '../../ui/Empty.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { CenteredSpinner } from '../../ui/Spinner.tsx';
import { ChatThreadView } from '../chat/ChatThreadView.tsx';
import { useChatThread } from '../chat/useChatThread.ts';
import { StaffOnly } from './StaffOnly.tsx';
import { applyInbox, isInboxMessage } from './conversationsState.ts';
import styles from './Support.module.css';

const LIST_SIZE = 100;

function Console() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const listQuery = useQuery({ queryKey: queryKeys.privateKey('supportConversations'), queryFn: () => getConversations(1, LIST_SIZE) });
  const [list, setList] = useState<ChatConversation[]>([]);
  useEffect(() => {
    if (listQuery.data) setList(listQuery.data.records);
  }, [listQuery.data]);
  useTopicMessages(SUPPORT_INBOX_TOPIC, (payload) => {
    if (isInboxMessage(payload)) setList((current) => applyInbox(current, payload, selected));
  });
  const thread = useChatThread(selected, selected !== null);
  const open = (chatId: string) => {
    setSelected(chatId);
    setList((current) => current.map((c) => (c.chatId === chatId ? { ...c, unread: 0 } : c)));
  };
  const current = list.find((c) => c.chatId === selected);

  return (
    <div className={styles.console}>
      <nav className={styles.side} aria-label={t('support.conversations')}>
        <h2 className={styles.sideTitle}>{t('support.conversations')}</h2>
        {listQuery.isPending && <CenteredSpinner label={t('common.loading')} />}
        {listQuery.isError && <ErrorState title={t('support.list_failed')} retryLabel={t('common.retry')} onRetry={() => void listQuery.refetch()} />}
        {listQuery.isSuccess && list.length === 0 && <Empty message={t('support.no_conversations')} />}
        <ul className={styles.conversations}>
          {list.map((c) => (
            <li key={c.chatId}>
              <button type="button" className={styles.conversation} aria-current={c.chatId === selected ? 'true' : undefined} onClick={() => open(c.chatId)}>
                <span className={styles.account}>{c.account || c.chatId}</span>
                {c.unread > 0 && (
                  <span className={styles.unread} aria-label={t('support.unread', { count: c.unread })}>
                    {c.unread}
                  </span>
                )}
                <span className={styles.last}>{c.last_content_type === '2' ? t('chat.image') : c.last_content}</span>
                <span className={styles.lastTime}>{c.last_time.slice(5, 16)}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.main} aria-label={current ? t('support.chat_with', { account: current.account }) : t('support.pick')}>
        {selected ? <ChatThreadView thread={thread} viewer="agent" label={t('support.chat_with', { account: current?.account ?? '' })} /> : <Empty message={t('support.pick')} />}
      </section>
    </div>
  );
}

export default function SupportConsolePage() {
  const { t } = useTranslation();
  return (
    <PageSection title={t('support.title')}>
      <StaffOnly>{() => <Console />}</StaffOnly>
    </PageSection>
  );
}
