// A table cell with the date over the time, each kept whole, so the widest column takes two short lines.
import { dateTime } from './entrustFormat.ts';
import styles from './orderTable.module.css';

export function TimeCell({ ms }: { ms: number }) {
  const [date, time] = dateTime(ms).split(' ');
  return (
    <td className={styles.time}>
      <span>{date}</span> <span>{time}</span>
    </td>
  );
}
