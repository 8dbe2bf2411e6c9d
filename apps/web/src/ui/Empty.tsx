// What a list or region shows when it has nothing to show.
import type { ReactNode } from 'react';
import styles from './States.module.css';

export function Empty({ message, children }: { message: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.state}>
      <svg className={styles.icon} viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <rect x="8" y="12" width="32" height="26" rx="3" />
        <path d="M8 22h10l3 4h6l3-4h10" />
      </svg>
      <p>{message}</p>
      {children}
    </div>
  );
}
