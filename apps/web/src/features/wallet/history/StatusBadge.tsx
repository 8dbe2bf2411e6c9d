// A status word in a coloured pill: green when done, red when refused or cancelled.
import type { Tone } from './statusKeys.ts';
import styles from '../wallet.module.css';

const CLASS: Record<Tone, string | undefined> = { pending: styles.status, done: styles.statusDone, bad: styles.statusBad };

export function StatusBadge({ tone, children }: { tone: Tone; children: string }) {
  return <span className={CLASS[tone]}>{children}</span>;
}
