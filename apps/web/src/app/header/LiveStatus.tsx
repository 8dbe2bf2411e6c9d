// The live channel's state in the header: while it is down a "Reconnecting…" pill says the prices
// on screen have stopped moving (the live views mark theirs stale too), and when it is back a
// screen reader hears so. The status region is always there, empty while all is well, because
// screen readers announce changes to a live region only if it existed before the change.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannelStatus, type ChannelStatus } from '../../realtime/channelStatus.ts';
import styles from './LiveStatus.module.css';

export function LiveStatus() {
  const { t } = useTranslation();
  const status = useChannelStatus();
  // Whether this visit has seen the channel drop, so its return can be announced ("render-time
  // derived state": the previous status is kept to notice the change).
  const [seen, setSeen] = useState<{ status: ChannelStatus; lost: boolean }>({ status, lost: false });
  if (seen.status !== status) setSeen({ status, lost: seen.lost || status === 'reconnecting' });
  const reconnecting = status === 'reconnecting';
  return (
    <div role="status" className={styles.region}>
      {reconnecting ? (
        <span className={styles.pill} title={t('header.live.stale')}>
          <span className={styles.dot} aria-hidden="true" />
          {t('header.live.reconnecting')}
          <span className="sr-only">{t('header.live.stale')}</span>
        </span>
      ) : (
        status === 'live' && seen.lost && <span className="sr-only">{t('header.live.restored')}</span>
      )}
    </div>
  );
}
