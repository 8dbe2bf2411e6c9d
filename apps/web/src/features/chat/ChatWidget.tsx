// The member's customer-service chat (spec §2, §4): a floating button with the unread badge, and
// the draggable 564 px box it opens (full-screen on a phone). The chat's topic is held while the
// member is logged in, so messages from support raise the badge while the box is closed; opening
// it loads the history (which marks it read on the server) and clears the badge.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@exchange/contract/chat';
import { getChatUnread } from '../../api/chat.ts';
import { CloseIcon } from '../../ui/CloseIcon.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { isPhone } from './chatBox.ts';
import { ChatThreadView } from './ChatThreadView.tsx';
import { useChatThread } from './useChatThread.ts';
import { useDragBox } from './useDragBox.ts';
import styles from './Chat.module.css';

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M4 5h16v11H9l-5 4z" />
    </svg>
  );
}

export default function ChatWidget({ chatKey }: { chatKey: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState(0);
  const { position, size, win, handle } = useDragBox();

  useEffect(() => {
    let cancelled = false;
    getChatUnread().then(
      (answer) => !cancelled && setUnread(answer.unread),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [chatKey]);

  const onLive = (message: ChatMessage) => {
    if (!open && message.from !== 'member') setUnread((n) => n + 1);
  };
  const thread = useChatThread(chatKey, open, onLive);

  const show = () => {
    setOpen(true);
    setUnread(0);
  };

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const phone = isPhone(win);
  const boxStyle = phone ? undefined : { left: position.left, top: position.top, width: size.width, height: size.height };

  return (
    <>
      {!open && (
        <button type="button" className={styles.launcher} onClick={show} aria-label={unread > 0 ? t('chat.open_unread', { count: unread }) : t('chat.open')}>
          <ChatIcon />
          {unread > 0 && (
            <span className={styles.badge} aria-hidden="true" data-testid="chat-unread">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </button>
      )}
      {open && (
        <div role="dialog" aria-modal="false" aria-labelledby={titleId} className={phone ? styles.boxPhone : styles.box} style={boxStyle} data-testid="chat-box">
          <div className={styles.head} {...(phone ? {} : handle)} tabIndex={phone ? undefined : 0} aria-roledescription={phone ? undefined : t('chat.drag_handle')}>
            <h2 id={titleId} className={styles.title}>
              {t('chat.title')}
            </h2>
            <IconButton label={t('common.close')} onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
          </div>
          <ChatThreadView thread={thread} viewer="member" label={t('chat.messages')} />
        </div>
      )}
    </>
  );
}
