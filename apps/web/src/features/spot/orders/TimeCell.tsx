// A table cell with the date over the time, each kept whole, so the widest column takes two short lines.
import { useFormatTime } from '../../../i18n/dateTime.ts';
import styles from './orderTable.module.css';

export function TimeCell({ ms }: { ms: number }) {
  const formatTime = useFormatTime();
  return (
    <td className={styles.time}>
      <span>{formatTime(ms, 'date')}</span> <span>{formatTime(ms, 'time')}</span>
    </td>
  );
}
