// One line of a chat: a system notice centred, the viewer's own messages on the right, the other
// side's on the left; an image is fetched with the session (uploads are private) and shown inline.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CHAT_CONTENT, type ChatMessage, type ChatSender } from '@exchange/contract/chat';
import { getUploadedFile } from '../../api/content.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useObjectUrl } from '../../ui/useObjectUrl.ts';
import styles from './Chat.module.css';

function ChatImage({ link }: { link: string }) {
  const { t } = useTranslation();
  const file = useQuery({ queryKey: queryKeys.privateKey('chatImage', link), queryFn: () => getUploadedFile(link), staleTime: Infinity });
  const url = useObjectUrl(file.data);
  if (file.isError) return <span className={styles.imageMissing}>{t('chat.image_unavailable')}</span>;
  if (!url) return <span className={styles.imageLoading} aria-label={t('common.loading')} role="img" />;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <img className={styles.image} src={url} alt={t('chat.image')} />
    </a>
  );
}

export function ChatMessageItem({ message, viewer }: { message: ChatMessage; viewer: ChatSender }) {
  const { t } = useTranslation();
  if (message.from === 'system')
    return (
      <li className={styles.system}>
        <span>{message.content}</span>
      </li>
    );
  const own = message.from === viewer;
  const who = own ? t('chat.you') : message.from === 'agent' ? t('chat.agent') : t('chat.member');
  return (
    <li className={own ? styles.own : styles.theirs}>
      <span className="sr-only">{who}: </span>
      <div className={styles.bubble}>
        {message.content_type === CHAT_CONTENT.image ? <ChatImage link={message.content} /> : <span className={styles.text}>{message.content}</span>}
      </div>
      <time className={styles.time} dateTime={message.create_time.replace(' ', 'T')}>
        {message.create_time.slice(5, 16)}
      </time>
    </li>
  );
}
