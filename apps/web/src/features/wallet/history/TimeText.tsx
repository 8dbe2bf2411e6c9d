// A record's time as local date and time (the wire sends epoch milliseconds).
import { useFormatTime } from '../../../i18n/dateTime.ts';
import styles from '../wallet.module.css';

export function TimeText({ ms }: { ms: number }) {
  const formatTime = useFormatTime();
  return <span className={styles.muted} style={{ whiteSpace: 'nowrap' }}>{formatTime(ms)}</span>;
}
