// A record's time as local date and time (the wire sends epoch milliseconds).
import { dateTime } from '../../spot/orders/entrustFormat.ts';
import styles from '../wallet.module.css';

export function TimeText({ ms }: { ms: number }) {
  return <span className={styles.muted} style={{ whiteSpace: 'nowrap' }}>{dateTime(ms)}</span>;
}
