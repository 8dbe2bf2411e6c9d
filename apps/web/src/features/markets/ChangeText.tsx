// A 24h change in percent, green up and red down.
import { directionOf, formatChange } from './figures.ts';
import styles from './Market.module.css';

export function ChangeText({ change }: { change: string }) {
  return <span className={`${styles.number} ${styles[directionOf(change)]}`}>{formatChange(change)}</span>;
}
