// The notices layer (spec §4 "Notices"): every otc or appeal message of the member's refresh topics
// that the member did not cause becomes a notice in the corner, at most four, each closed by its
// button or followed by a click. Mounted once by the layout; it renders nothing until a notice.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRefreshFeed } from '../../realtime/refresh.ts';
import { useSession } from '../../session/store.ts';
import { CloseIcon } from '../../ui/CloseIcon.tsx';
import { noticeLink, pushNotice, raisesNotice, type Notice } from './noticeQueue.ts';
import styles from './NoticeStack.module.css';

export function NoticeStack() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const latest = useRefreshFeed((s) => s.latest);
  const user = useSession((s) => s.user);
  const [notices, setNotices] = useState<Notice[]>([]);

  useEffect(() => {
    if (!latest || !user) return;
    const self = { memberId: String(user.id ?? ''), merchantId: user.is_merchant === 2 ? String(user.merchant?.id ?? '') : '' };
    if (!raisesNotice(latest.message, self)) return;
    setNotices((list) => pushNotice(list, { key: latest.seq, message: latest.message, to: noticeLink(latest.message, latest.source) }));
  }, [latest, user]);

  if (notices.length === 0) return null;
  const close = (key: number) => setNotices((list) => list.filter((n) => n.key !== key));
  return (
    <section className={styles.stack} aria-label={t('p2p.notice.region')} aria-live="polite">
      {notices.map((n) => (
        <div key={n.key} className={styles.notice} role="status">
          <button
            type="button"
            className={styles.body}
            onClick={() => {
              close(n.key);
              void navigate(n.to);
            }}
          >
            <strong>{t(n.message.type === 'appeal' ? 'p2p.notice.appeal_title' : n.message.isNew === '1' ? 'p2p.notice.new_title' : 'p2p.notice.title')}</strong>
            <span>{t(`p2p.system.${n.message.content}`, { defaultValue: n.message.content })}</span>
            <span className={styles.code}>{t('p2p.order.number', { id: n.message.orderCode })}</span>
          </button>
          <button type="button" className={styles.close} aria-label={t('common.close')} onClick={() => close(n.key)}>
            <CloseIcon />
          </button>
        </div>
      ))}
    </section>
  );
}
