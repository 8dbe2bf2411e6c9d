// What a region shows when loading it failed, with an optional way to try again.
import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import styles from './States.module.css';

export interface ErrorStateProps {
  title: ReactNode;
  message?: ReactNode;
  retryLabel?: string;
  onRetry?: () => void;
  children?: ReactNode;
}

export function ErrorState({ title, message, retryLabel, onRetry, children }: ErrorStateProps) {
  return (
    <div className={styles.state} role="alert">
      <svg className={styles.icon} viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="24" cy="24" r="18" />
        <path d="M24 14v12M24 32v2" strokeLinecap="round" />
      </svg>
      <h2 className={styles.title}>{title}</h2>
      {message && <p>{message}</p>}
      {onRetry && retryLabel && <Button onClick={onRetry}>{retryLabel}</Button>}
      {children}
    </div>
  );
}
