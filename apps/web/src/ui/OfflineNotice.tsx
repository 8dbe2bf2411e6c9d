// A polite status line shown while the browser is offline: what is on screen may be stale and
// actions wait for the connection.
import { useOnline } from './useOnline.ts';
import styles from './OfflineNotice.module.css';

export function OfflineNotice({ message }: { message: string }) {
  const online = useOnline();
  return (
    <p role="status" className={online ? styles.hidden : styles.notice}>
      {online ? '' : message}
    </p>
  );
}
